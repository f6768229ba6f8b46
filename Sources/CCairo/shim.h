// Cairo (raster, SVG), Pango/HarfBuzz text through pangocairo, fontconfig and zlib:
// Debian's libcairo2-dev, libpango1.0-dev, zlib1g-dev.
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

// Cairo (raster, SVG), Pango/HarfBuzz text through pangocairo, fontconfig and zlib:
// Debian's libcairo2-dev, libpango1.0-dev, zlib1g-dev.
// libdeflate (libdeflate-dev): the PNG encoder's compressor. docs/REFERENCE-WIDGET.md: measured
// filter None + libdeflate level 1 at 1.7-2.3 ms / 20.1 KB against zlib level 1's
// 2.5 ms / 24.8 KB for the reference widget, so it is both faster and smaller.
// libjpeg (libjpeg62-turbo-dev): JPEG bitmaps in archives. Cairo only reads PNG; the
// alternative, gdk-pixbuf, would pull in GIO and loader modules for one format.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>
#include <libdeflate.h>
#include <jpeglib.h>

// libjpeg reports fatal errors through error_exit, which must not return; the only safe way
// out is longjmp, which Swift cannot do, hence this small C helper.
struct vitrine_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void vitrine_jpeg_error_exit(j_common_ptr info) {
    struct vitrine_jpeg_error *error = (struct vitrine_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void vitrine_jpeg_silence(j_common_ptr info) { (void)info; }

// Decodes a baseline/progressive JPEG into a malloc'ed buffer of 32-bit pixels in cairo's
// ARGB32 memory layout (libjpeg-turbo's JCS_EXT_BGRA on little-endian; alpha 0xFF), rows of
// width*4 bytes. Returns 0 on success; the caller frees *pixels with free().
static inline int vitrine_jpeg_decode(const unsigned char *data, unsigned long length,
                                      int *width, int *height, unsigned char **pixels) {
    struct jpeg_decompress_struct info;
    struct vitrine_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = vitrine_jpeg_error_exit;
    error.base.output_message = vitrine_jpeg_silence;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (!buffer) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}

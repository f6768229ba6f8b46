// Cairo (raster, SVG), Pango/HarfBuzz text through pangocairo, fontconfig and zlib:
// Debian's libcairo2-dev, libpango1.0-dev, zlib1g-dev.
// libdeflate (libdeflate-dev): the PNG encoder's compressor. docs/REFERENCE-WIDGET.md: measured
// filter None + libdeflate level 1 at 1.7-2.3 ms / 20.1 KB against zlib level 1's
// 2.5 ms / 24.8 KB for the reference widget, so it is both faster and smaller.
// libjpeg (libjpeg62-turbo-dev): JPEG bitmaps in archives. Cairo only reads PNG; the
// alternative, gdk-pixbuf, would pull in GIO and loader modules for one format.
// libpng (libpng-dev, which cairo's own PNG reader uses): reading a PNG's real header before
// cairo allocates the surface for it (vitrine_png_check).
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
#include <png.h>
#include <stdint.h>

// Results of the decoders below. A size an app gives is bounded where memory is allocated:
// the pixel limit is checked on the dimensions the library itself read, before any buffer
// for the pixels exists, so no header trick (stray bytes, a second frame, DNL) gets past it.
enum {
    VITRINE_DECODE_OK = 0,
    VITRINE_DECODE_BROKEN = 1,     // not decodable; `message` says why
    VITRINE_DECODE_TOO_LARGE = 2,  // *width × *height is zero or above max_pixels
    VITRINE_DECODE_NO_MEMORY = 3,
};

// Whether width × height pixels (4 bytes each, rows cairo can address) fit within max_pixels,
// without overflowing on the way.
static inline int vitrine_pixels_allowed(unsigned long width, unsigned long height, unsigned long max_pixels) {
    if (width == 0 || height == 0) return 0;
    if (width > INT32_MAX / 4 || height > INT32_MAX) return 0;
    if (width > max_pixels / height) return 0;
    return (size_t)width <= SIZE_MAX / 4 / (size_t)height;
}

static inline void vitrine_copy_message(char *message, size_t size, const char *text) {
    if (!message || size == 0) return;
    strncpy(message, text ? text : "", size - 1);
    message[size - 1] = 0;
}

// libjpeg reports fatal errors through error_exit, which must not return; the only safe way
// out is longjmp, which Swift cannot do, hence this small C helper.
struct vitrine_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void vitrine_jpeg_error_exit(j_common_ptr info) {
    struct vitrine_jpeg_error *error = (struct vitrine_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void vitrine_jpeg_silence(j_common_ptr info) { (void)info; }

// Decodes a baseline/progressive JPEG into a malloc'ed buffer of 32-bit pixels in cairo's
// ARGB32 memory layout (libjpeg-turbo's JCS_EXT_BGRA on little-endian; alpha 0xFF), rows of
// width*4 bytes. Returns VITRINE_DECODE_OK and the pixels (the caller frees them with free()),
// or an error: *width and *height are what the file declares once its header was read, and
// `message` (may be NULL) says what libjpeg found wrong. Images above max_pixels are refused
// after jpeg_read_header, before jpeg_start_decompress allocates anything proportional to
// the image (a progressive JPEG's coefficient buffers) and before the pixel buffer.
static inline int vitrine_jpeg_decode(const unsigned char *data, unsigned long length, unsigned long max_pixels,
                                      int *width, int *height, unsigned char **pixels,
                                      char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct vitrine_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    vitrine_copy_message(message, message_size, "");
    error.message[0] = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = vitrine_jpeg_error_exit;
    error.base.output_message = vitrine_jpeg_silence;
    if (setjmp(error.jump)) {
        vitrine_copy_message(message, message_size, error.message);
        jpeg_destroy_decompress(&info);
        free(buffer);
        return VITRINE_DECODE_BROKEN;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        vitrine_copy_message(message, message_size, "no image in the file");
        jpeg_destroy_decompress(&info);
        return VITRINE_DECODE_BROKEN;
    }
    *width = info.image_width > INT32_MAX ? INT32_MAX : (int)info.image_width;
    *height = info.image_height > INT32_MAX ? INT32_MAX : (int)info.image_height;
    if (!vitrine_pixels_allowed(info.image_width, info.image_height, max_pixels)) {
        jpeg_destroy_decompress(&info);
        return VITRINE_DECODE_TOO_LARGE;
    }
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    // The output size is what the buffer is made for; check it too (scaling could change it).
    jpeg_calc_output_dimensions(&info);
    if (!vitrine_pixels_allowed(info.output_width, info.output_height, max_pixels)) {
        jpeg_destroy_decompress(&info);
        return VITRINE_DECODE_TOO_LARGE;
    }
    if (info.output_components != 4) {
        vitrine_copy_message(message, message_size, "unexpected output components");
        jpeg_destroy_decompress(&info);
        return VITRINE_DECODE_BROKEN;
    }
    jpeg_start_decompress(&info);
    if (!vitrine_pixels_allowed(info.output_width, info.output_height, max_pixels)) {
        jpeg_destroy_decompress(&info);
        return VITRINE_DECODE_TOO_LARGE;
    }
    size_t stride = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (!buffer) {
        jpeg_destroy_decompress(&info);
        return VITRINE_DECODE_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) {
            vitrine_copy_message(message, message_size, "the decoder stopped before the last row");
            jpeg_destroy_decompress(&info);
            free(buffer);
            return VITRINE_DECODE_BROKEN;
        }
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return VITRINE_DECODE_OK;
}

// PNG bytes read by libpng from memory, with libpng's error message kept for the caller.
struct vitrine_png_source {
    const unsigned char *data;
    size_t length;
    size_t offset;
    char message[200];
};

static void vitrine_png_read(png_structp png, png_bytep out, size_t count) {
    struct vitrine_png_source *source = (struct vitrine_png_source *)png_get_io_ptr(png);
    if (count > source->length - source->offset) png_error(png, "the file ends early");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void vitrine_png_error(png_structp png, png_const_charp text) {
    struct vitrine_png_source *source = (struct vitrine_png_source *)png_get_error_ptr(png);
    vitrine_copy_message(source->message, sizeof source->message, text);
    png_longjmp(png, 1);
}

static void vitrine_png_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

// Whether every chunk's declared length fits in the bytes that follow it. libpng allocates a
// text or metadata chunk's buffer from its declared length before reading it (the fuzzer found
// a 150-byte file whose tEXt chunk made libpng ask for 64 MB); the bytes are all in memory, so a
// chunk longer than what is left can only be a lie and is refused before libpng sees it.
//
// Every chunk whose length can be read is checked, the last one too: a file that ends inside a
// chunk's header (its 4 length bytes there, not its type and CRC) used to pass, and libpng then
// allocated the 1.2 GB that length declared (a second fuzz finding).
static inline int vitrine_png_chunks_fit(const unsigned char *data, unsigned long length, char *message, size_t message_size) {
    size_t offset = 8;
    while (length >= 4 && offset <= length - 4) {
        size_t declared = ((size_t)data[offset] << 24) | ((size_t)data[offset + 1] << 16) | ((size_t)data[offset + 2] << 8) | data[offset + 3];
        size_t left = length - offset;
        if (left < 12 || declared > left - 12) {
            char text[96];
            snprintf(text, sizeof text, "a chunk declares %zu bytes; the file has %zu after it", declared, left < 12 ? (size_t)0 : left - 12);
            vitrine_copy_message(message, message_size, text);
            return 0;
        }
        if (memcmp(data + offset + 4, "IEND", 4) == 0) break;
        offset += 12 + declared;
    }
    return 1;
}

// Reads a PNG's signature and every chunk up to the image data with libpng (png_read_info),
// which is what cairo's PNG reader does before it allocates the surface, and checks the
// dimensions libpng reports against max_pixels. No buffer proportional to the image is made
// here: chunk lengths are checked against the bytes first (above); Debian's libpng sets no limit
// of its own on a chunk's allocation, so that check is what bounds it. Returns VITRINE_DECODE_OK with *width and *height,
// VITRINE_DECODE_TOO_LARGE with them, or VITRINE_DECODE_BROKEN with libpng's message. Cairo
// then reads the same bytes with the same libpng, so its surface is at most max_pixels and no
// chunk buffer is larger than the file.
static inline int vitrine_png_check(const unsigned char *data, unsigned long length, unsigned long max_pixels,
                                    int *width, int *height, char *message, size_t message_size) {
    *width = 0;
    *height = 0;
    if (!vitrine_png_chunks_fit(data, length, message, message_size)) return VITRINE_DECODE_BROKEN;
    struct vitrine_png_source source;
    source.data = data;
    source.length = length;
    source.offset = 0;
    source.message[0] = 0;
    *width = 0;
    *height = 0;
    vitrine_copy_message(message, message_size, "");
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, vitrine_png_error, vitrine_png_warning);
    if (!png) return VITRINE_DECODE_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return VITRINE_DECODE_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        vitrine_copy_message(message, message_size, source.message);
        png_destroy_read_struct(&png, &info, NULL);
        return VITRINE_DECODE_BROKEN;
    }
    png_set_read_fn(png, &source, vitrine_png_read);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    *width = w > INT32_MAX ? INT32_MAX : (int)w;
    *height = h > INT32_MAX ? INT32_MAX : (int)h;
    return vitrine_pixels_allowed(w, h, max_pixels) ? VITRINE_DECODE_OK : VITRINE_DECODE_TOO_LARGE;
}

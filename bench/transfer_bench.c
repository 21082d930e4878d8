/* transfer_bench - box transfer bandwidth by shape (paper Fig. 4).
 *
 *   transfer_bench [--quick] [--mib N] [--device D]
 *
 * For boxes whose rows are RB bytes (RB = 8 B .. 64 KiB) inside an array
 * with rows twice as long (so every box is a strided rectangle), all of the
 * same total size, measure host->device and device->host bandwidth of the
 * runtime's transfer path from
 *   pageable  an ordinary malloc'd array, direct rectangular copies
 *   staged    the same array through the device's pinned staging buffers
 *   pinned    an array in bbmm_host_alloc() memory, direct
 * and print each next to pinned contiguous memory (the same bytes as one
 * contiguous box): the ratio is the paper's Fig. 4 and the DESIGN.md target
 * (>= 0.90 for rows >= 256 B from user arrays).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct tb_opts {
    int quick;
    uint64_t bytes;
    int device;
} tb_opts;

/* Bandwidth in GB/s of moving "region" between host view "h" and device
 * view "d" on device "dev", "to_dev" choosing the direction; 0 on error. */
static double tb_measure(bbmm_context *ctx, int dev, const bbmmi_view *h, const bbmmi_view *d,
                         const bbmm_box *region, int to_dev, double min_s)
{
    uint64_t vol, t0, t1, reps = 0;
    bbmm_status st;
    bbmm_bb_volume(region, &vol);
    vol *= h->elem;
    st = to_dev ? bbmmi_transfer(ctx, dev, d, h, region) : bbmmi_transfer(ctx, dev, h, d, region);
    if (st)
        return 0;
    t0 = bbmmi_now_ns();
    do {
        st = to_dev ? bbmmi_transfer(ctx, dev, d, h, region) : bbmmi_transfer(ctx, dev, h, d, region);
        reps++;
        t1 = bbmmi_now_ns();
    } while (!st && (t1 - t0) < min_s * 1e9);
    return st ? 0 : (double)vol * reps / (double)(t1 - t0);
}

/* Parse the command line into "o"; return 0 or 2 for usage errors. */
static int tb_args(int argc, char **argv, tb_opts *o)
{
    int i;
    o->quick = 0;
    o->bytes = 0;
    o->device = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick"))
            o->quick = 1;
        else if (!strcmp(argv[i], "--mib") && i + 1 < argc)
            o->bytes = strtoull(argv[++i], NULL, 10) << 20;
        else if (!strcmp(argv[i], "--device") && i + 1 < argc)
            o->device = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: transfer_bench [--quick] [--mib N] [--device D]\n");
            return 2;
        }
    }
    if (!o->bytes)
        o->bytes = o->quick ? (8u << 20) : (64u << 20);
    return 0;
}

int main(int argc, char **argv)
{
    static const uint64_t row_bytes[] = {8, 64, 256, 1024, 4096, 65536};
    tb_opts o;
    bbmm_context *ctx;
    char err[1024];
    bbmm_status st;
    char *pageable = NULL, *pinned = NULL;
    cl_mem mem = NULL;
    double min_s, base_h2d, base_d2h;
    size_t r;
    int dev;
    if (tb_args(argc, argv, &o))
        return 2;
    min_s = o.quick ? 0.05 : 0.3;
    st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    if (st) {
        fprintf(stderr, "transfer_bench: %s\n", err);
        return 1;
    }
    dev = o.device;
    if (dev < 0 || dev >= ctx->ndev) {
        fprintf(stderr, "transfer_bench: no device %d\n", dev);
        bbmm_context_destroy(ctx);
        return 2;
    }
    pageable = malloc(2 * o.bytes);
    st = pageable ? bbmm_host_alloc(ctx, 2 * o.bytes, (void **)&pinned) : BBMM_ERR_NOMEM;
    if (!st)
        st = bbmmi_buffer_create(ctx, dev, o.bytes, &mem);
    if (st) {
        fprintf(stderr, "transfer_bench: %s: %s\n", bbmm_status_text(st), bbmm_error_message(ctx, err, sizeof(err)));
        goto out;
    }
    memset(pageable, 1, 2 * o.bytes);
    memset(pinned, 1, 2 * o.bytes);
    printf("BBMM transfer bandwidth by box shape (paper Fig. 4)\n");
    printf("device %d: %s (%s), staging buffers %s; box %llu MiB inside a %llu MiB array\n", dev,
           ctx->dev[dev].name, ctx->platform_name, ctx->dev[dev].staging_mem[0] ? "yes" : "no",
           (unsigned long long)(o.bytes >> 20), (unsigned long long)(o.bytes >> 19));
    {
        bbmmi_view h, d;
        bbmm_box whole = bbmm_bb_1d(0, (int64_t)o.bytes - 1);
        memset(&h, 0, sizeof(h));
        memset(&d, 0, sizeof(d));
        h.host = pinned;
        h.pinned = 1;
        h.elem = 1;
        h.bounds = bbmm_bb_1d(0, 2 * (int64_t)o.bytes - 1);
        d.mem = mem;
        d.elem = 1;
        d.bounds = whole;
        base_h2d = tb_measure(ctx, dev, &h, &d, &whole, 1, min_s);
        base_d2h = tb_measure(ctx, dev, &h, &d, &whole, 0, min_s);
    }
    printf("pinned contiguous: host->device %.2f GB/s, device->host %.2f GB/s\n\n", base_h2d, base_d2h);
    printf("%9s | %-28s | %-28s | %-28s\n", "row bytes", "pageable h2d / d2h (ratio)", "staged h2d / d2h (ratio)",
           "pinned h2d / d2h (ratio)");
    for (r = 0; r < sizeof(row_bytes) / sizeof(row_bytes[0]); r++) {
        int64_t rb = (int64_t)row_bytes[r], rows = (int64_t)o.bytes / rb;
        bbmm_box region = bbmm_bb_2d(0, rows - 1, 0, rb - 1);
        bbmmi_view h, d;
        double bw[3][2];
        int mode;
        memset(&d, 0, sizeof(d));
        d.mem = mem;
        d.elem = 1;
        d.bounds = region;
        for (mode = 0; mode < 3; mode++) {
            int keep = ctx->dev[dev].staging;
            memset(&h, 0, sizeof(h));
            h.host = mode == 2 ? pinned : pageable;
            h.pinned = mode == 2;
            h.elem = 1;
            h.bounds = bbmm_bb_2d(0, rows - 1, 0, 2 * rb - 1);
            ctx->dev[dev].staging = mode == 1 && ctx->dev[dev].staging_mem[0];
            bw[mode][0] = tb_measure(ctx, dev, &h, &d, &region, 1, min_s);
            bw[mode][1] = tb_measure(ctx, dev, &h, &d, &region, 0, min_s);
            ctx->dev[dev].staging = keep;
        }
        printf("%9lld |", (long long)rb);
        for (mode = 0; mode < 3; mode++)
            printf(" %6.2f / %6.2f (%.2f/%.2f) |", bw[mode][0], bw[mode][1], bw[mode][0] / base_h2d,
                   bw[mode][1] / base_d2h);
        printf("\n");
    }
    printf("\nGB/s; ratio = bandwidth / pinned contiguous in the same direction.\n");
out:
    if (mem)
        bbmmi_buffer_release(mem);
    if (pinned)
        bbmm_host_free(ctx, pinned);
    free(pageable);
    bbmm_context_destroy(ctx);
    return st ? 1 : 0;
}

/* bbmm-showcase - what `make run` shows.
 *
 *   bbmm-showcase [N]
 *
 * 1. The OpenCL devices BBMM picked (BBMM_PLATFORM / BBMM_DEVICES /
 *    POCL_DEVICES decide).
 * 2. The paper's Fig. 3 on floyd-warshall: per-tile initial boxes, the
 *    disjoint set (Algorithm 2) and the convex box, for N×N with one tile of
 *    rows per device, summed over all k: the largest per-device allocation
 *    of the disjoint scheme vs the convex and whole-array schemes.
 * 3. The buffer manager on those devices: each device allocates and reads
 *    in its tile boxes for k = 0 (row k shared, reused when inside the
 *    tile), writes its rows, and the host array is synchronised and checked.
 *    The statistics table shows exactly what moved.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>

/* Append the floyd-warshall initial boxes of rows "r0".."r1" at step "k" of
 * an "n"×"n" array to "init" (path[i][j], path[i][k], path[k][j]). */
static int floyd_init_boxes(int64_t n, int64_t r0, int64_t r1, int64_t k, bbmm_box init[3])
{
    init[0] = bbmm_bb_2d(r0, r1, 0, n - 1);
    init[1] = bbmm_bb_2d(r0, r1, k, k);
    init[2] = bbmm_bb_2d(k, k, 0, n - 1);
    return 3;
}

/* Print the allocation comparison of the three schemes on "ndev" devices. */
static int show_allocation(int64_t n, int ndev)
{
    uint64_t worst_disjoint = 0, worst_convex = 0, v;
    bbmm_box init[3], hull, store[8];
    bbmm_box_list dis;
    int64_t k;
    int d;
    char b1[128], b2[128];
    for (d = 0; d < ndev; d++) {
        int64_t r0 = n * d / ndev, r1 = n * (d + 1) / ndev - 1;
        uint64_t peak_dis = 0, peak_cvx = 0;
        for (k = 0; k < n; k++) {
            bbmm_box_list_init(&dis, store, 8);
            floyd_init_boxes(n, r0, r1, k, init);
            if (bbmm_bb_disjoint(init, 3, &dis) != BBMM_OK || bbmm_box_list_volume(&dis, 0, &v) != BBMM_OK)
                return -1;
            peak_dis = v > peak_dis ? v : peak_dis;
            hull = bbmm_box_list_hull(&dis, 0, 2);
            bbmm_bb_volume(&hull, &v);
            peak_cvx = v > peak_cvx ? v : peak_cvx;
            if (d == 0 && k == n - 1)
                printf("  device 0, k = %lld: disjoint boxes %s + %s, convex box %s\n", (long long)k,
                       bbmm_bb_format(&dis.v[0], b1, sizeof(b1)),
                       dis.n > 1 ? bbmm_bb_format(&dis.v[1], b2, sizeof(b2)) : "-",
                       bbmm_bb_format(&hull, b2, sizeof(b2)));
            bbmm_box_list_free(&dis);
        }
        worst_disjoint = peak_dis > worst_disjoint ? peak_dis : worst_disjoint;
        worst_convex = peak_cvx > worst_convex ? peak_cvx : worst_convex;
    }
    printf("  largest per-device allocation over all k (elements): disjoint %llu, convex %llu, whole %llu\n",
           (unsigned long long)worst_disjoint, (unsigned long long)worst_convex,
           (unsigned long long)(n * n));
    printf("  disjoint is %.1f %% below convex\n", 100.0 * (1.0 - (double)worst_disjoint / worst_convex));
    return 0;
}

/* Report "st" from "what" with the context's message; return 1. */
static int fail(bbmm_context *ctx, const char *what, bbmm_status st)
{
    char msg[1024];
    fprintf(stderr, "bbmm-showcase: %s: %s: %s\n", what, bbmm_status_text(st),
            bbmm_error_message(ctx, msg, sizeof(msg)));
    return 1;
}

/* Run step k = 0 of the floyd tiles through the buffer manager. */
static int show_manager(bbmm_context *ctx, int64_t n, int ndev)
{
    float *path = malloc((size_t)(n * n) * sizeof(float));
    int64_t ext[2] = {n, n}, i;
    bbmm_array a;
    bbmm_status st;
    int d, bad = 0;
    if (!path)
        return 1;
    for (i = 0; i < n * n; i++)
        path[i] = (float)(i % 97);
    if ((st = bbmm_array_register(ctx, path, sizeof(float), 2, ext, "path", &a)))
        return free(path), fail(ctx, "register", st);
    for (d = 0; d < ndev && !st; d++) {
        int64_t r0 = n * d / ndev, r1 = n * (d + 1) / ndev - 1, j, cnt = (r1 - r0 + 1) * n;
        bbmm_box init[3], store[8], tile = bbmm_bb_2d(r0, r1, 0, n - 1);
        bbmm_box_list dis;
        bbmm_placement pl;
        float *buf = malloc((size_t)cnt * sizeof(float));
        size_t b;
        int found;
        bbmm_box_list_init(&dis, store, 8);
        floyd_init_boxes(n, r0, r1, 0, init);
        st = buf ? bbmm_bb_disjoint(init, 3, &dis) : BBMM_ERR_NOMEM;
        for (b = 0; b < dis.n && !st; b++) {
            st = bbmm_bb_present(ctx, d, a, &dis.v[b], &found, &pl);
            if (!st && !found)
                st = bbmm_bb_alloc(ctx, d, a, &dis.v[b], BBMM_BOX_READ | BBMM_BOX_WRITE, &pl);
            if (!st && !found)
                st = bbmm_bb_readin(ctx, pl.resident);
        }
        if (!st)
            st = bbmm_bb_present(ctx, d, a, &tile, &found, &pl);
        if (!st)
            st = bbmm_bb_read_region(ctx, pl.resident, &tile, buf);
        for (j = 0; !st && j < cnt; j++)
            buf[j] += 1.0f;
        if (!st)
            st = bbmm_bb_write_region(ctx, pl.resident, &tile, buf);
        free(buf);
        bbmm_box_list_free(&dis);
    }
    if (!st)
        st = bbmm_array_sync(ctx, a);
    if (st) {
        free(path);
        return fail(ctx, "manager", st);
    }
    for (i = 0; i < n * n; i++)
        bad += path[i] != (float)(i % 97) + 1.0f;
    printf("  every device read its tile, added 1 on the device side and wrote it back: %s\n",
           bad ? "MISMATCH" : "verified");
    bbmm_array_unregister(ctx, a);
    free(path);
    return bad != 0;
}

int main(int argc, char **argv)
{
    int64_t n = argc > 1 ? atoll(argv[1]) : 1024;
    bbmm_context *ctx;
    bbmm_device_info info;
    char err[1024];
    bbmm_status st;
    int d, rc;
    if (n < 2 || n > 65536) {
        fprintf(stderr, "usage: bbmm-showcase [N]   (2 <= N <= 65536)\n");
        return 2;
    }
    st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    if (st) {
        fprintf(stderr, "bbmm-showcase: %s: %s\n", bbmm_status_text(st), err);
        return 1;
    }
    printf("BBMM showcase: %d device(s)\n", bbmm_device_count(ctx));
    for (d = 0; d < bbmm_device_count(ctx); d++) {
        bbmm_device_get_info(ctx, d, &info);
        printf("  device %d: %s (%s), %llu MiB, budget %llu MiB\n", d, info.name, info.platform,
               (unsigned long long)(info.global_mem >> 20), (unsigned long long)(info.mem_limit >> 20));
    }
    printf("floyd-warshall %lldx%lld, one tile of rows per device (paper Fig. 3, Algorithm 2):\n",
           (long long)n, (long long)n);
    rc = show_allocation(n, bbmm_device_count(ctx)) != 0;
    printf("buffer manager, k = 0:\n");
    rc |= show_manager(ctx, n, bbmm_device_count(ctx));
    bbmm_stats_print(ctx, stdout);
    st = bbmm_context_destroy(ctx);
    return rc || st ? 1 : 0;
}

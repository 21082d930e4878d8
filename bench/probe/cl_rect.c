/* bench/probe/cl_rect.c - which clEnqueueCopyBufferRect calls an OpenCL
 * platform accepts near the end of a buffer.  NVIDIA's driver refused one
 * whose every byte lies inside both buffers (NPB SP at class W: 8 x 4 bytes
 * from origin (8, 1) at row pitch 272 in 1,360 bytes, to origin (408, 4) at
 * row pitch 9,248 in 65,536 bytes); this prints each variant's result so
 * that the rule the runtime follows (lib/transfer.c, cli_rect_cut) is
 * measured, not guessed.  On an H200 (NVIDIA's OpenCL 3.0, driver of
 * 2026-12) the variants refused are exactly those where the row origin
 * plus the rows copied, times the row pitch (plus the slices before the
 * last, times the slice pitch), passes the buffer's size: the last row's
 * whole pitch counts, the column origin not; PoCL 3.1 accepts them all.
 *   cl_rect [platform-substring]
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    cl_platform_id pl[8];
    cl_uint np = 0, i;
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue q;
    cl_mem a, b;
    cl_int err;
    const char *want = argc > 1 ? argv[1] : "";
    struct {
        const char *what;
        size_t so[3], dor[3], reg[3], srp, ssp, drp, dsp;
    } v[] = {
        {"as refused: src (8,1) rp 272; dst (408,4) rp 9248; 8x4", {8, 1, 0}, {408, 4, 0}, {8, 4, 1}, 272, 0, 9248, 0},
        {"rows but the last (8x3)", {8, 1, 0}, {408, 4, 0}, {8, 3, 1}, 272, 0, 9248, 0},
        {"the last row alone (8x1)", {8, 4, 0}, {408, 7, 0}, {8, 1, 1}, 272, 0, 9248, 0},
        {"dst (408,1): far from the end", {8, 1, 0}, {408, 1, 0}, {8, 4, 1}, 272, 0, 9248, 0},
        {"dst (408,3): full last row inside", {8, 0, 0}, {408, 3, 0}, {8, 4, 1}, 272, 0, 9248, 0},
        {"src (8,0) dst (408,0)", {8, 0, 0}, {408, 0, 0}, {8, 4, 1}, 272, 0, 9248, 0},
        {"explicit slice pitches (whole buffers)", {8, 1, 0}, {408, 4, 0}, {8, 4, 1}, 272, 1360, 9248, 64736},
        {"offsets in origin[0]", {8 + 272, 0, 0}, {408 + 4 * 9248, 0, 0}, {8, 4, 1}, 272, 0, 9248, 0},
    };
    clGetPlatformIDs(8, pl, &np);
    for (i = 0; i < np; i++) {
        char name[256] = "";
        clGetPlatformInfo(pl[i], CL_PLATFORM_NAME, sizeof(name), name, NULL);
        if (strstr(name, want) && clGetDeviceIDs(pl[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL) == CL_SUCCESS) {
            printf("platform: %s\n", name);
            break;
        }
    }
    if (i == np) {
        fprintf(stderr, "cl_rect: no platform matching '%s'\n", want);
        return 1;
    }
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    q = clCreateCommandQueue(ctx, dev, 0, &err);
    a = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1360, NULL, &err);
    b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 65536, NULL, &err);
    for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
        err = clEnqueueCopyBufferRect(q, a, b, v[i].so, v[i].dor, v[i].reg, v[i].srp, v[i].ssp, v[i].drp, v[i].dsp, 0,
                                      NULL, NULL);
        if (err == CL_SUCCESS)
            err = clFinish(q);
        printf("%-45s %s (%d)\n", v[i].what, err == CL_SUCCESS ? "ok" : "REFUSED", err);
    }
    clReleaseMemObject(a);
    clReleaseMemObject(b);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    return 0;
}

/* lib/program.c - the program cache of the OpenCL layer: a kernel source
 * built for a device (and written out under BBMM_KERNEL_DUMP), found again
 * by its source and options, and released with the context.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CLI_FNV_OFFSET 14695981039346656037ull
#define CLI_FNV_PRIME 1099511628211ull

/* ---- programs --------------------------------------------------------- */

/* FNV-1a of "source", a zero byte and "options". */
static uint64_t cli_program_hash(const char *source, const char *options)
{
    uint64_t h = CLI_FNV_OFFSET;
    const unsigned char *s;
    for (s = (const unsigned char *)source; *s; s++)
        h = (h ^ *s) * CLI_FNV_PRIME;
    h *= CLI_FNV_PRIME;
    for (s = (const unsigned char *)options; *s; s++)
        h = (h ^ *s) * CLI_FNV_PRIME;
    return h;
}

/* Copy "s" to the heap (NULL when out of memory). */
static char *cli_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *r = (char *)malloc(n);
    if (r)
        memcpy(r, s, n);
    return r;
}

/* Record the build log of "prog" for the first device whose build failed
 * and return BBMM_ERR_BUILD. */
static bbmm_status cli_build_failure(bbmm_context *ctx, cl_program prog)
{
    cl_build_status bs = CL_BUILD_NONE;
    size_t size = 0;
    char *log = NULL;
    int i, dev = 0;
    for (i = 0; i < ctx->mgr.ndev; i++) {
        if (clGetProgramBuildInfo(prog, ctx->dev[i].id, CL_PROGRAM_BUILD_STATUS, sizeof(bs), &bs, NULL) ==
                CL_SUCCESS && bs == CL_BUILD_ERROR) {
            dev = i;
            break;
        }
    }
    if (clGetProgramBuildInfo(prog, ctx->dev[dev].id, CL_PROGRAM_BUILD_LOG, 0, NULL, &size) == CL_SUCCESS &&
        size > 0 && (log = (char *)malloc(size + 1)) != NULL) {
        if (clGetProgramBuildInfo(prog, ctx->dev[dev].id, CL_PROGRAM_BUILD_LOG, size, log, NULL) != CL_SUCCESS)
            size = 0;
        log[size] = '\0';
        while (size > 0 && isspace((unsigned char)log[size - 1]))
            log[--size] = '\0';
    }
    bbmmi_error(ctx, BBMM_ERR_BUILD, "OpenCL program build failed on device %d (%s):\n%s", dev,
                ctx->dev[dev].name, log && log[0] ? log : "(no build log)");
    free(log);
    return BBMM_ERR_BUILD;
}

/* Return "options" (malloc'ed) with -cl-fp32-correctly-rounded-divide-sqrt
 * when every device can: float division and sqrt then round as C's do. */
static char *cli_build_options(const bbmm_context *ctx, const char *options)
{
    static const char exact[] = " -cl-fp32-correctly-rounded-divide-sqrt";
    size_t n = strlen(options);
    char *all = (char *)malloc(n + sizeof(exact));
    int every = 1, i;
    for (i = 0; i < ctx->mgr.ndev; i++)
        every &= ctx->dev[i].fp32_exact;
    if (all) {
        memcpy(all, options, n);
        all[n] = '\0';
        if (every)
            memcpy(all + n, exact, sizeof(exact));
    }
    return all;
}

/* Write "len" bytes at "data" to file "dir"/bbmm-<hash><suffix>; a message
 * on failure. */
static bbmm_status cli_dump_file(bbmm_context *ctx, const char *dir, uint64_t hash, const char *suffix,
                                 const char *head, const void *data, size_t len)
{
    char path[4096];
    FILE *f;
    int bad;
    if ((size_t)snprintf(path, sizeof(path), "%s/bbmm-%016llx%s", dir, (unsigned long long)hash, suffix) >=
        sizeof(path))
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_KERNEL_DUMP=%s: path too long", dir);
    if (!(f = fopen(path, "wb")))
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_KERNEL_DUMP: cannot create %s: %s", path, strerror(errno));
    bad = (head && fputs(head, f) == EOF) || (len && fwrite(data, 1, len, f) != len);
    bad |= fclose(f) != 0;
    if (bad)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_KERNEL_DUMP: cannot write %s", path);
    return BBMM_OK;
}

/* BBMM_KERNEL_DUMP: the source of "prog" (built from "source" with "all"
 * options for device "dev"; hash "hash") and the device's binary into the
 * setting's directory. */
static bbmm_status cli_dump_program(bbmm_context *ctx, cl_program prog, uint64_t hash, const char *source,
                                    const char *all, int dev)
{
    const char *dir = ctx->settings.kernel_dump;
    size_t nd = 0, *sizes = NULL, i, at, hlen = strlen(all) + 64;
    unsigned char **bins = NULL;
    cl_uint n = 0;
    char *head = (char *)malloc(hlen), suffix[32];
    bbmm_status st = BBMM_OK;
    cl_int err;
    /* the program's devices (the context's); it is built for one of them */
    if (clGetProgramInfo(prog, CL_PROGRAM_NUM_DEVICES, sizeof(n), &n, NULL) != CL_SUCCESS || !n)
        n = (cl_uint)ctx->mgr.ndev;
    nd = n;
    if (!head || !(sizes = (size_t *)calloc(nd, sizeof(*sizes))) ||
        !(bins = (unsigned char **)calloc(nd, sizeof(*bins)))) {
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "BBMM_KERNEL_DUMP: out of host memory");
        goto out;
    }
    snprintf(head, hlen, "/* build options:%s%s */\n", *all ? " " : " (none)", all);
    if ((st = cli_dump_file(ctx, dir, hash, ".cl", head, source, strlen(source))) != BBMM_OK)
        goto out;
    err = clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, nd * sizeof(*sizes), sizes, NULL);
    if ((st = bbmmi_cl_check(ctx, err, "clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)", -1)) != BBMM_OK)
        goto out;
    for (i = 0; i < nd; i++) /* every entry: some implementations fill NULL ones */
        if (!(bins[i] = (unsigned char *)malloc(sizes[i] ? sizes[i] : 1))) {
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "BBMM_KERNEL_DUMP: out of host memory");
            goto out;
        }
    err = clGetProgramInfo(prog, CL_PROGRAM_BINARIES, nd * sizeof(*bins), bins, NULL);
    if ((st = bbmmi_cl_check(ctx, err, "clGetProgramInfo(CL_PROGRAM_BINARIES)", -1)) != BBMM_OK)
        goto out;
    /* the device's binary: its entry, or the one entry that has one (PoCL
     * 3.1 lists a program built for one device's binary first, whichever
     * device it is) */
    at = (size_t)dev < nd && sizes[dev] ? (size_t)dev : nd;
    for (i = 0; at == nd && i < nd; i++)
        if (sizes[i])
            at = i;
    snprintf(suffix, sizeof(suffix), "-d%d.bin", dev);
    st = cli_dump_file(ctx, dir, hash, suffix, NULL, at < nd ? bins[at] : NULL, at < nd ? sizes[at] : 0);
out:
    for (i = 0; bins && i < nd; i++)
        free(bins[i]);
    free(bins);
    free(sizes);
    free(head);
    return st;
}

/* Create and build "source" with "options" for device "dev" into "*out". */
static bbmm_status cli_program_build(bbmm_context *ctx, const char *source, const char *options, int dev,
                                     cl_program *out)
{
    char *all;
    cl_device_id *ids;
    cl_program prog;
    cl_int err;
    bbmm_status st;
    int i;
    *out = NULL;
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_BUILD, "clBuildProgram", -1)) != BBMM_OK)
        return st;
    (void)i;
    ids = &ctx->dev[dev].id;
    prog = clCreateProgramWithSource(ctx->cl, 1, &source, NULL, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateProgramWithSource", dev)) != BBMM_OK)
        return st;
    all = cli_build_options(ctx, options);
    err = all ? clBuildProgram(prog, 1, ids, all, NULL, NULL) : CL_OUT_OF_HOST_MEMORY;
    if (err == CL_BUILD_PROGRAM_FAILURE)
        st = cli_build_failure(ctx, prog);
    else if (err == CL_INVALID_BUILD_OPTIONS)
        st = bbmmi_error(ctx, BBMM_ERR_BUILD, "clBuildProgram: CL_INVALID_BUILD_OPTIONS (\"%s\")", options);
    else
        st = bbmmi_cl_check(ctx, err, "clBuildProgram", -1);
    if (st == BBMM_OK && ctx->settings.kernel_dump && ctx->settings.kernel_dump[0])
        st = cli_dump_program(ctx, prog, cli_program_hash(source, options), source, all, dev);
    free(all);
    if (st != BBMM_OK) {
        clReleaseProgram(prog);
        return st;
    }
    *out = prog;
    return BBMM_OK;
}

/* Store in "*out" the program of "source" built with "options" (NULL: none)
 * for device "dev" of "ctx", from the cache or built now.  Each device
 * builds what it runs, when it first runs it: a device that a run never
 * reaches (BBMM_SPREAD) pays no build, and a build for several devices at
 * once costs their sum anyway. */
bbmm_status bbmmi_program_get(bbmm_context *ctx, const char *source, const char *options, int dev,
                              cl_program *out)
{
    bbmmi_program *p;
    cl_program prog;
    uint64_t h, t0;
    bbmm_status st;
    if (!ctx || !source || !out || dev < 0 || dev >= ctx->mgr.ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_program_get: bad argument");
    *out = NULL;
    if (!options)
        options = "";
    h = cli_program_hash(source, options);
    for (p = ctx->programs; p; p = p->next) {
        if (p->hash == h && p->dev == dev && !strcmp(p->source, source) && !strcmp(p->options, options)) {
            *out = p->program;
            return BBMM_OK;
        }
    }
    t0 = bbmmi_now_ns();
    st = cli_program_build(ctx, source, options, dev, &prog);
    ctx->build_ns += bbmmi_now_ns() - t0;
    ctx->builds++;
    if (st != BBMM_OK)
        return st;
    p = (bbmmi_program *)calloc(1, sizeof(*p));
    if (p) {
        p->source = cli_strdup(source);
        p->options = cli_strdup(options);
    }
    if (!p || !p->source || !p->options) {
        if (p) {
            free(p->source);
            free(p->options);
        }
        free(p);
        clReleaseProgram(prog);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_program_get: out of host memory");
    }
    p->hash = h;
    p->dev = dev;
    p->program = prog;
    p->next = ctx->programs;
    ctx->programs = p;
    *out = prog;
    return BBMM_OK;
}

/* Release every cached program of "ctx". */
void bbmmi_programs_release(bbmm_context *ctx)
{
    bbmmi_program *p, *next;
    if (!ctx)
        return;
    for (p = ctx->programs; p; p = next) {
        next = p->next;
        if (p->program)
            clReleaseProgram(p->program);
        free(p->source);
        free(p->options);
        free(p);
    }
    ctx->programs = NULL;
}

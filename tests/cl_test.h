/* tests/cl_test.h - the first OpenCL device of the first platform, a
 * context and an in-order queue on it, and programs built from the kernel
 * prelude (bbmm/prelude.h) followed by a test's own source: for tests that
 * run the prelude's macros and functions directly, without the runtime.
 * Failures print "<who>: <call> failed (<code>)" (with the build log for
 * a build) and return nonzero / NULL. */
#ifndef BBMM_TESTS_CL_TEST_H
#define BBMM_TESTS_CL_TEST_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <bbmm/prelude.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct cl_test {
    const char *who; /* the test's name, for messages */
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue q;
} cl_test;

/* Nonzero (after a message) when "err" is not CL_SUCCESS. */
static inline int cl_test_fail(const cl_test *t, cl_int err, const char *what)
{
    if (err == CL_SUCCESS)
        return 0;
    fprintf(stderr, "%s: %s failed (%d)\n", t->who, what, (int)err);
    return 1;
}

/* In a function returning int, with a cl_test named "cl": return 1 when
 * OpenCL call result "x" is a failure (after the message). */
#define CL_TEST_CHECK(x, what)                                                                                         \
    do {                                                                                                               \
        if (cl_test_fail(&cl, (x), what))                                                                              \
            return 1;                                                                                                  \
    } while (0)

/* Open the device, its context and queue into "t"; 0 on success. */
static inline int cl_test_open(cl_test *t, const char *who)
{
    cl_platform_id plat;
    cl_int err;
    memset(t, 0, sizeof(*t));
    t->who = who;
    if (cl_test_fail(t, clGetPlatformIDs(1, &plat, NULL), "clGetPlatformIDs") ||
        cl_test_fail(t, clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &t->dev, NULL), "clGetDeviceIDs"))
        return 1;
    t->ctx = clCreateContext(NULL, 1, &t->dev, NULL, NULL, &err);
    if (cl_test_fail(t, err, "clCreateContext"))
        return 1;
    t->q = clCreateCommandQueue(t->ctx, t->dev, 0, &err);
    return cl_test_fail(t, err, "clCreateCommandQueue");
}

/* The prelude followed by "src", built with "options"; NULL on failure. */
static inline cl_program cl_test_build(const cl_test *t, const char *src, const char *options)
{
    const char *srcs[2] = {BBMM_KERNEL_PRELUDE, src};
    size_t len[2] = {strlen(BBMM_KERNEL_PRELUDE), strlen(src)};
    cl_int err;
    cl_program prog = clCreateProgramWithSource(t->ctx, 2, srcs, len, &err);
    if (cl_test_fail(t, err, "clCreateProgramWithSource"))
        return NULL;
    err = clBuildProgram(prog, 1, &t->dev, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[16384];
        log[0] = '\0';
        clGetProgramBuildInfo(prog, t->dev, CL_PROGRAM_BUILD_LOG, sizeof(log), log, NULL);
        fprintf(stderr, "%s: build (%s) failed (%d):\n%s\n", t->who, options, (int)err, log);
        clReleaseProgram(prog);
        return NULL;
    }
    return prog;
}

/* A xorshift generator: the next value below "n" (> 0) from state "*s". */
static inline int64_t cl_test_rnd(uint64_t *s, int64_t n)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return (int64_t)(*s % (uint64_t)n);
}

/* Release what cl_test_open made. */
static inline void cl_test_close(cl_test *t)
{
    if (t->q)
        clReleaseCommandQueue(t->q);
    if (t->ctx)
        clReleaseContext(t->ctx);
}

#endif

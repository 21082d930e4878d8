/* bbmm/status.h - status codes shared by the box algebra and the runtime.
 *
 * One list (BBMM_STATUS_LIST) generates the enum and the messages, so a new
 * code cannot be added without its text.  Part of bbmm.h; see its manual.
 */
#ifndef BBMM_STATUS_H
#define BBMM_STATUS_H

#include "config.h"

#define BBMM_STATUS_LIST(X)                                                   \
    X(BBMM_OK, "success")                                                     \
    X(BBMM_ERR_INVALID, "invalid argument")                                   \
    X(BBMM_ERR_OVERFLOW, "size arithmetic overflows")                         \
    X(BBMM_ERR_NOMEM, "out of host memory")                                   \
    X(BBMM_ERR_DEVICE_NOMEM, "out of device memory")                          \
    X(BBMM_ERR_NO_DEVICE, "no usable OpenCL device")                          \
    X(BBMM_ERR_OPENCL, "OpenCL call failed")                                  \
    X(BBMM_ERR_BUILD, "OpenCL program build failed")                          \
    X(BBMM_ERR_SETTING, "bad BBMM_* setting")                                 \
    X(BBMM_ERR_NOT_FOUND, "no such object")                                   \
    X(BBMM_ERR_BUSY, "object is in use")                                      \
    X(BBMM_ERR_OVERLAP, "host arrays overlap")                                \
    X(BBMM_ERR_INJECTED, "failure injected by the test hook")                \
    X(BBMM_ERR_STOPPED, "stopped: the process is ending")                      \
    X(BBMM_ERR_RANK, "another MPI rank failed, or an MPI call did")         \
    X(BBMM_ERR_CHECK, "a checking mode (BBMM_CHECK) found an error")        \
    X(BBMM_ERR_RANKS_DIFFER, "the MPI ranks did not make the same calls")

typedef enum bbmm_status {
#define BBMM_STATUS_ENUM_(name, text) name,
    BBMM_STATUS_LIST(BBMM_STATUS_ENUM_)
#undef BBMM_STATUS_ENUM_
    BBMM_STATUS_COUNT_
} bbmm_status;

/* Return the fixed English text of status "s" (never NULL). */
BBMM_API const char *bbmm_status_text(bbmm_status s)
{
    switch (s) {
#define BBMM_STATUS_CASE_(name, text) \
    case name:                        \
        return text;
        BBMM_STATUS_LIST(BBMM_STATUS_CASE_)
#undef BBMM_STATUS_CASE_
    default:
        return "unknown status";
    }
}

/* Return the identifier of status "s" as a string, e.g. "BBMM_ERR_NOMEM". */
BBMM_API const char *bbmm_status_name(bbmm_status s)
{
    switch (s) {
#define BBMM_STATUS_CASE_(name, text) \
    case name:                        \
        return #name;
        BBMM_STATUS_LIST(BBMM_STATUS_CASE_)
#undef BBMM_STATUS_CASE_
    default:
        return "BBMM_STATUS_UNKNOWN";
    }
}

#endif

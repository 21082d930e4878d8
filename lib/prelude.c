/* lib/prelude.c - the runtime's copy of the OpenCL C prelude put before
 * every kernel source (bbmm/prelude.h). */
#include "bbmm.h"
#include "bbmm/exec.h"
#include "bbmm/prelude.h"

const char bbmm_kernel_prelude[] = BBMM_KERNEL_PRELUDE;

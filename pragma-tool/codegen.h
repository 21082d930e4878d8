/* pragma-tool/codegen.h - the back end: host C calling the bbmm.h API and
 * OpenCL kernels, from the model of the front end (model.h).
 */
#ifndef PP_CODEGEN_H
#define PP_CODEGEN_H

#include <stddef.h>

#include "model.h"
#include "util.h"

struct pp_diag;

/* Print into "out" the file "text" ("len" bytes: the user's input as read,
 * before preprocessing) with every region of "m" replaced by generated
 * code: a prologue (bbmm.h, the per-nest box functions and kernel sources)
 * before the first line, the text outside regions verbatim behind #line
 * directives naming "path".  Regions that cannot be generated are kept as
 * sequential code with a warning in "diag".  Returns 0, or -1 when out of
 * memory. */
int pp_codegen(const pp_model *m, const char *path, const char *text, size_t len, pp_str *out,
               struct pp_diag *diag);

#endif

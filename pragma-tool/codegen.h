/* pragma-tool/codegen.h - the back end: host C calling the bbmm.h API and
 * OpenCL kernels, from the model of the front end (model.h).
 */
#ifndef PP_CODEGEN_H
#define PP_CODEGEN_H

#include <stddef.h>

#include "model.h"
#include "util.h"

struct pp_diag;

/* types.c: C's arithmetic types (model.h, pp_ctype), for the back end too. */
/* The type written as the words "words" ("unsigned long int", "const
 * double"), or PP_CT_NONE when it is not one of C's arithmetic types. */
pp_ctype pp_ctype_from_words(const char *words);
/* Canonical C and OpenCL C spellings, width in bits, signedness. */
const char *pp_ctype_c(pp_ctype t);
const char *pp_ctype_cl(pp_ctype t);
int pp_ctype_bits(pp_ctype t);
int pp_ctype_is_unsigned(pp_ctype t);
int pp_ctype_is_int(pp_ctype t);
/* The integer promotion of "t" and the usual arithmetic conversion of "a"
 * and "b" (C11 6.3.1). */
pp_ctype pp_ctype_promote(pp_ctype t);
pp_ctype pp_ctype_usual(pp_ctype a, pp_ctype b);
/* The signature of math function "name" (sqrt, sqrtf, pow, ldexp, ...):
 * "*nargs" parameters of types "arg", result "*ret"; return 0, or -1 when
 * "name" is not one of the math functions a region may call. */
int pp_math_sig(const char *name, int *nargs, pp_ctype arg[3], pp_ctype *ret);
/* Append to "b" the OpenCL C wrapper of math function "name" and the
 * macro that routes calls to it, so that its arguments convert to C's
 * parameter types (sqrt(float) computes in double, as in C). */
void pp_math_wrapper(pp_str *b, const char *name);

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

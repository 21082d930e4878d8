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
/* The type of the integer constant spelled "text" by its suffix and value
 * (C11 6.4.4.1), or PP_CT_NONE when it is too large. */
pp_ctype pp_ctype_int_const(const char *text);
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
/* Append to "b" the OpenCL C wrapper of math function "name", so that its
 * arguments convert to C's parameter types (sqrt(float) computes in
 * double, as in C) and its result has C's type (abs: int, not uint); or
 * the classification helper "name" (pp_fpclass_helper()). */
void pp_math_wrapper(pp_str *b, const char *name);
/* Append to "b" the macro that routes calls of math function "name" to
 * its wrapper: after every wrapper, so that no wrapper calls another. */
void pp_math_macro(pp_str *b, const char *name);

/* The classification macros of <math.h> (isnan, isinf, isfinite,
 * isnormal, signbit, fpclassify) as gcc and clang spell them after
 * preprocessing ("__builtin_isinf_sign"): for builtin "name", 0 and the
 * number of integer arguments before the floating one in "*nint"
 * (fpclassify: 5), or -1 when it is none of them. */
int pp_fpclass_sig(const char *name, int *nint);
/* The macro of <math.h> that builtin "name" implements ("isinf"), for
 * messages; "name" itself when none. */
const char *pp_fpclass_macro(const char *name);
/* The OpenCL C helper computing builtin "name" of a floating argument of
 * type "t" as gcc does ("bbmm_c_isinf_sign_d"), or NULL. */
const char *pp_fpclass_helper(const char *name, pp_ctype t);
/* Nonzero when pp_math_wrapper() defines "name": a math function or a
 * classification helper. */
int pp_kernel_helper(const char *name);

/* func.c: nonzero when "name" means something in OpenCL C that it does
 * not mean in C: a keyword, type name or predefined macro ("global",
 * "half", "uint", "float4", "image2d_t", "M_PI") or a built-in function
 * ("dot", "mix", "sqrt": OpenCL C compilers may define them as macros). */
int pp_cl_word(const char *name);
/* func.c: append "name" as OpenCL C names the variable of the user's code
 * called so: "bbmm_v_<name>" when pp_cl_word(), else "name" (a function
 * so named is "bbmm_u_<name>", model.h). */
void pp_cl_var_name(pp_str *b, const char *name);

/* Print into "out" the file "text" ("len" bytes: the user's input as read,
 * before preprocessing) with every region of "m" replaced by generated
 * code: a prologue (bbmm.h, the per-nest box functions and kernel sources)
 * before the first line, the text outside regions verbatim behind #line
 * directives naming "path".  Regions that cannot be generated are kept as
 * sequential code with a warning in "diag".  Returns 0, or -1 when out of
 * memory. */
int pp_codegen(const pp_model *m, const char *path, const char *text, size_t len, pp_str *out,
               struct pp_diag *diag);


/* The back end's files: codegen.c (the generated file: its prologue, the
 * user's text with each region replaced), kernel.c (each nest's OpenCL
 * kernel, expressions and loop headers in C or OpenCL C) and host.c (each
 * nest's argument struct and box function, each region's host code).
 * They share the state of one run and the functions below. */

/* State of one generation run. */
typedef struct cg {
    const pp_model *m;
    const char *path;
    pp_str *out;
    struct pp_diag *diag;
    int failed; /* the current region cannot be generated */
    const pp_nest *nest; /* the nest whose kernel is being generated */
    const char *text;    /* the user's file (regions run on the host as written) */
    int scoped;          /* the file has data scopes: a region run on the host syncs first */
} cg;

/* codegen.c: indentation, a C string literal's inside, a #line directive;
 * the user's text from "from" to "to" with its region pragmas commented
 * out (a region run as written). */
void cg_indent(pp_str *b, int level);
void cg_escaped(pp_str *b, const char *s);
void cg_line(pp_str *b, int line, const char *path);
void cg_sequential(pp_str *b, const char *text, long from, long to);
/* kernel.c: an expression and a loop header (host C, or OpenCL C when
 * "kernel"); whether local "l" is the first outer local of its name; the
 * prefix naming nest "k" of region "ri"; the kernel of nest "k" as a C
 * string. */
void cg_expr(cg *g, pp_str *b, const pp_region *r, const pp_expr *e, int kernel);
void cg_for_head(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int kernel);
int cg_first_named(const pp_region *r, int l);
void cg_prefix(pp_str *b, int ri, int k);
void cg_kernel_string(cg *g, pp_str *b, const pp_region *r, int ri, int k);
/* host.c: the argument struct, the box function and the shared part of
 * the descriptor of nest "k"; the updates around a region run on the host
 * while data scopes may keep its arrays; the code replacing region "ri". */
void cg_args_struct(pp_str *b, const pp_region *r, const pp_nest *n, int ri, int k);
void cg_box_fn(pp_str *b, const pp_region *r, int ri, int k);
void cg_nest_template(cg *g, pp_str *b, const pp_region *r, int ri, int k);
void cg_host_sync(pp_str *b, const pp_region *r, int to_host, int sequential);
void cg_region(cg *g, pp_str *b, const pp_region *r, int ri);

#endif

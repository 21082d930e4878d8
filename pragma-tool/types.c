/* pragma-tool/types.c - C's types in a region: every expression, loop
 * iterator, parameter, scalar and array element gets its C arithmetic type
 * (integer promotions, usual arithmetic conversions, the type of each
 * constant by its spelling and value, the result types of <math.h>), so
 * that the isl model (build.c) computes what C computes and the kernels
 * (kernel.c) compute it in the same types.  Types OpenCL C cannot compute
 * exactly as C does (long double, complex, _Float16, __int128, _Bool) are
 * refused with their position.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "internal.h"

/* The arithmetic types: canonical C spelling, OpenCL C spelling, width in
 * bits, signedness and conversion rank (C11 6.3.1.1). */
static const struct {
    const char *c, *cl;
    int bits, is_unsigned, rank;
} ty_info[] = {
    [PP_CT_NONE] = {"void", "void", 0, 0, 0},
    [PP_CT_BOOL] = {"_Bool", "bool", 8, 1, 1},
#if CHAR_MIN < 0
    [PP_CT_CHAR] = {"char", "char", 8, 0, 2},
#else
    [PP_CT_CHAR] = {"char", "uchar", 8, 1, 2},
#endif
    [PP_CT_SCHAR] = {"signed char", "char", 8, 0, 2},
    [PP_CT_UCHAR] = {"unsigned char", "uchar", 8, 1, 2},
    [PP_CT_SHORT] = {"short", "short", 16, 0, 3},
    [PP_CT_USHORT] = {"unsigned short", "ushort", 16, 1, 3},
    [PP_CT_INT] = {"int", "int", 32, 0, 4},
    [PP_CT_UINT] = {"unsigned int", "uint", 32, 1, 4},
#if LONG_MAX > INT_MAX
    [PP_CT_LONG] = {"long", "long", 64, 0, 5},
    [PP_CT_ULONG] = {"unsigned long", "ulong", 64, 1, 5},
#else
    [PP_CT_LONG] = {"long", "int", 32, 0, 5},
    [PP_CT_ULONG] = {"unsigned long", "uint", 32, 1, 5},
#endif
    [PP_CT_LLONG] = {"long long", "long", 64, 0, 6},
    [PP_CT_ULLONG] = {"unsigned long long", "ulong", 64, 1, 6},
    [PP_CT_FLOAT] = {"float", "float", 32, 0, 7},
    [PP_CT_DOUBLE] = {"double", "double", 64, 0, 8},
};

/* Copy the words of "words" into "out" (of size "size"), without type
 * qualifiers; return 0, or -1 when they do not fit. */
static int ty_unqualified(const char *words, char *out, size_t size)
{
    static const char *const quals[] = {"const", "volatile", "restrict", "__restrict", "__restrict__",
                                        "__const", "__volatile__", "__volatile", "register", NULL};
    size_t n = 0;
    while (*words) {
        size_t len;
        int q = 0, i;
        while (*words == ' ')
            words++;
        len = strcspn(words, " ");
        for (i = 0; quals[i]; i++)
            q |= strlen(quals[i]) == len && !strncmp(quals[i], words, len);
        if (len && !q) {
            if (n + len + 2 > size)
                return -1;
            if (n)
                out[n++] = ' ';
            memcpy(out + n, words, len);
            n += len;
        }
        words += len;
    }
    out[n] = 0;
    return 0;
}

/* The arithmetic types: C spelling (canonical) and OpenCL C spelling. */
static const struct {
    const char *c, *cl;
} fn_types[] = {{"void", "void"},         {"_Bool", "bool"},          {"char", "char"},
                {"signed char", "char"},  {"unsigned char", "uchar"}, {"short", "short"},
                {"unsigned short", "ushort"}, {"int", "int"},        {"unsigned int", "uint"},
                {"long", "long"},         {"unsigned long", "ulong"}, {"long long", "long"},
                {"unsigned long long", "ulong"}, {"float", "float"},  {"double", "double"}};

int pp_func_type(const char *words, const char **c, const char **cl)
{
    int n[10] = {0}, k = -1;
    enum { SIGNED, UNSIGNED, CHAR, SHORT, INT, LONG, FLOAT, DOUBLE, BOOL, VOID };
    static const char *const names[] = {"signed", "unsigned", "char", "short", "int", "long",
                                        "float", "double", "_Bool", "void"};
    const char *p = words;
    while (*p) {
        size_t len;
        int w;
        while (*p == ' ')
            p++;
        len = strcspn(p, " ");
        if (!len)
            break;
        for (w = 0; w < 10; w++)
            if (strlen(names[w]) == len && !strncmp(p, names[w], len))
                break;
        if (w == 10)
            return -1;
        n[w]++;
        p += len;
    }
    if (n[SIGNED] + n[UNSIGNED] > 1)
        return -1;
    if (n[VOID] || n[BOOL] || n[FLOAT] || n[DOUBLE]) {
        int total = n[SIGNED] + n[UNSIGNED] + n[CHAR] + n[SHORT] + n[INT] + n[LONG] + n[FLOAT] + n[DOUBLE] +
                    n[BOOL] + n[VOID];
        k = total != 1 ? -1 : n[VOID] ? 0 : n[BOOL] ? 1 : n[FLOAT] ? 13 : 14;
    } else if (n[CHAR]) {
        k = n[CHAR] > 1 || n[SHORT] || n[INT] || n[LONG] ? -1 : n[UNSIGNED] ? 4 : n[SIGNED] ? 3 : 2;
    } else if (n[SHORT]) {
        k = n[SHORT] > 1 || n[LONG] || n[INT] > 1 ? -1 : n[UNSIGNED] ? 6 : 5;
    } else if (n[LONG]) {
        k = n[LONG] > 2 || n[INT] > 1 ? -1 : n[LONG] == 1 ? (n[UNSIGNED] ? 10 : 9) : (n[UNSIGNED] ? 12 : 11);
    } else if (n[INT] || n[SIGNED] || n[UNSIGNED]) {
        k = n[INT] > 1 ? -1 : n[UNSIGNED] ? 8 : 7;
    }
    if (k < 0)
        return -1;
    if (c)
        *c = fn_types[k].c;
    if (cl)
        *cl = fn_types[k].cl;
    return 0;
}

pp_ctype pp_ctype_from_words(const char *all)
{
    const char *c = NULL;
    char words[128];
    int k;
    if (!all || ty_unqualified(all, words, sizeof(words)))
        return PP_CT_NONE;
    if (!strncmp(words, "enum ", 5) || !strcmp(words, "enum"))
        return PP_CT_NONE; /* an enumeration whose type parse_enum.c did not find */
    if (pp_func_type(words, &c, NULL))
        return PP_CT_NONE;
    for (k = PP_CT_BOOL; k <= PP_CT_DOUBLE; k++)
        if (!strcmp(c, ty_info[k].c))
            return (pp_ctype)k;
    return PP_CT_NONE;
}

const char *pp_ctype_c(pp_ctype t)
{
    return ty_info[t].c;
}

const char *pp_ctype_cl(pp_ctype t)
{
    return ty_info[t].cl;
}

int pp_ctype_bits(pp_ctype t)
{
    return ty_info[t].bits;
}

int pp_ctype_is_unsigned(pp_ctype t)
{
    return ty_info[t].is_unsigned;
}

int pp_ctype_is_int(pp_ctype t)
{
    return t >= PP_CT_BOOL && t <= PP_CT_ULLONG;
}

pp_ctype pp_ctype_promote(pp_ctype t)
{
    if (!pp_ctype_is_int(t) || ty_info[t].rank >= ty_info[PP_CT_INT].rank)
        return t;
    return PP_CT_INT;
}

/* Return the type of rank "rank" and signedness "uns". */
static pp_ctype ty_of_rank(int rank, int uns)
{
    int k;
    for (k = PP_CT_SCHAR; k <= PP_CT_ULLONG; k++)
        if (ty_info[k].rank == rank && ty_info[k].is_unsigned == uns && k != PP_CT_CHAR)
            return (pp_ctype)k;
    return PP_CT_NONE;
}

pp_ctype pp_ctype_usual(pp_ctype a, pp_ctype b)
{
    if (a == PP_CT_NONE || b == PP_CT_NONE)
        return PP_CT_NONE;
    if (a == PP_CT_DOUBLE || b == PP_CT_DOUBLE)
        return PP_CT_DOUBLE;
    if (a == PP_CT_FLOAT || b == PP_CT_FLOAT)
        return PP_CT_FLOAT;
    a = pp_ctype_promote(a);
    b = pp_ctype_promote(b);
    if (a == b)
        return a;
    if (ty_info[a].is_unsigned == ty_info[b].is_unsigned)
        return ty_info[a].rank > ty_info[b].rank ? a : b;
    {
        pp_ctype u = ty_info[a].is_unsigned ? a : b, s = ty_info[a].is_unsigned ? b : a;
        if (ty_info[u].rank >= ty_info[s].rank)
            return u;
        if (ty_info[s].bits > ty_info[u].bits)
            return s;
        return ty_of_rank(ty_info[s].rank, 1);
    }
}

/* ---- classification macros of <math.h> ------------------------------ */

#define TY_ISINF_SIGN "isinf(x) ? (signbit(x) ? -1 : 1) : 0"
#define TY_FPCLASSIFY "isnan(x) ? a0 : isinf(x) ? a1 : isnormal(x) ? a2 : x == 0 ? a4 : a3"

/* The classification macros as glibc has gcc and clang expand them: the
 * builtin, the macro (for messages), the integer arguments before the
 * floating one (fpclassify's five results), and the helper computing in
 * OpenCL C what gcc computes for a float and a double "x": isinf() is -1
 * for -Inf, and signbit() of a float is its sign bit in place (the
 * generated file's BBMM_SIGNBITF: INT_MIN with gcc, 1 with clang); the
 * others are 1 or 0 on both sides. */
static const struct {
    const char *name, *macro;
    int nint;
    const char *helper[2]; /* float, double */
    const char *body[2];
} ty_fpclass[] = {
    {"__builtin_isnan", "isnan", 0, {"bbmm_c_isnan_f", "bbmm_c_isnan_d"}, {"isnan(x)", "isnan(x)"}},
    {"__builtin_isinf", "isinf", 0, {"bbmm_c_isinf_f", "bbmm_c_isinf_d"}, {"isinf(x)", "isinf(x)"}},
    {"__builtin_isinf_sign", "isinf", 0, {"bbmm_c_isinf_sign_f", "bbmm_c_isinf_sign_d"},
     {TY_ISINF_SIGN, TY_ISINF_SIGN}},
    {"__builtin_isfinite", "isfinite", 0, {"bbmm_c_isfinite_f", "bbmm_c_isfinite_d"},
     {"isfinite(x)", "isfinite(x)"}},
    {"__builtin_isnormal", "isnormal", 0, {"bbmm_c_isnormal_f", "bbmm_c_isnormal_d"},
     {"isnormal(x)", "isnormal(x)"}},
    {"__builtin_signbit", "signbit", 0, {"bbmm_c_signbit_f", "bbmm_c_signbit_d"},
     {"signbit(x) ? BBMM_SIGNBITF : 0", "signbit(x)"}},
    {"__builtin_fpclassify", "fpclassify", 5, {"bbmm_c_fpclassify_f", "bbmm_c_fpclassify_d"},
     {TY_FPCLASSIFY, TY_FPCLASSIFY}},
};

#define TY_NFPCLASS ((int)(sizeof(ty_fpclass) / sizeof(ty_fpclass[0])))

/* The index of builtin "name" in ty_fpclass, or -1. */
static int ty_fpclass_find(const char *name)
{
    int i;
    for (i = 0; i < TY_NFPCLASS; i++)
        if (!strcmp(name, ty_fpclass[i].name))
            return i;
    return -1;
}

int pp_fpclass_sig(const char *name, int *nint)
{
    int i = ty_fpclass_find(name);
    if (i < 0)
        return -1;
    *nint = ty_fpclass[i].nint;
    return 0;
}

const char *pp_fpclass_macro(const char *name)
{
    int i = ty_fpclass_find(name);
    return i < 0 ? name : ty_fpclass[i].macro;
}

const char *pp_fpclass_helper(const char *name, pp_ctype t)
{
    int i = ty_fpclass_find(name);
    return i < 0 ? NULL : ty_fpclass[i].helper[t == PP_CT_FLOAT ? 0 : 1];
}

/* Find classification helper "helper": the index of its builtin in
 * ty_fpclass into "*i" and 0 for float, 1 for double into "*k"; return 0,
 * or -1 when it is none. */
static int ty_fpclass_helper_find(const char *helper, int *i, int *k)
{
    for (*i = 0; *i < TY_NFPCLASS; (*i)++)
        for (*k = 0; *k < 2; (*k)++)
            if (!strcmp(helper, ty_fpclass[*i].helper[*k]))
                return 0;
    return -1;
}

/* Append the definition of classification helper "helper" to "b" (none
 * when it is no helper). */
static void ty_fpclass_wrapper(pp_str *b, const char *helper)
{
    int i, k;
    if (ty_fpclass_helper_find(helper, &i, &k))
        return;
    pp_str_addf(b, "inline int %s(", helper);
    if (ty_fpclass[i].nint)
        pp_str_add(b, "int a0, int a1, int a2, int a3, int a4, ");
    pp_str_addf(b, "%s x) { return %s; }\n", k ? "double" : "float", ty_fpclass[i].body[k]);
}

int pp_kernel_helper(const char *name)
{
    pp_ctype arg[3], ret;
    int n, i, k;
    return !pp_math_sig(name, &n, arg, &ret) || !ty_fpclass_helper_find(name, &i, &k);
}

/* ---- <math.h> ------------------------------------------------------- */

/* The math functions of C99's <math.h> that OpenCL C has under the same
 * name, by number of double arguments (ilogb and ldexp apart); each has
 * its float variant with suffix f. */
static const char *const ty_math1[] = {
    "acos",  "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil",   "cos",  "cosh",  "erf",
    "erfc",  "exp",   "exp2", "expm1", "fabs", "floor", "lgamma", "log",  "log10", "log1p", "log2",
    "logb",  "rint",  "round", "sin",  "sinh", "sqrt",  "tan",  "tanh",   "tgamma", "trunc", NULL};
static const char *const ty_math2[] = {"atan2", "copysign", "fdim", "fmax",  "fmin", "fmod",
                                       "hypot", "nextafter", "pow", "remainder", NULL};

/* Return the index of "name" (of length "len") in "list", or -1. */
static int ty_find(const char *const *list, const char *name, size_t len)
{
    int i;
    for (i = 0; list[i]; i++)
        if (strlen(list[i]) == len && !strncmp(list[i], name, len))
            return i;
    return -1;
}

/* The integer absolute values of <stdlib.h>: OpenCL C's abs() gives the
 * unsigned type, C's the signed one (abs(INT_MIN) is undefined in C). */
static const struct {
    const char *name;
    pp_ctype t;
} ty_abs[] = {{"abs", PP_CT_INT}, {"labs", PP_CT_LONG}, {"llabs", PP_CT_LLONG}};

/* The signature of "name" when it is one of ty_abs: 0, else -1. */
static int ty_abs_sig(const char *name, int *nargs, pp_ctype arg[3], pp_ctype *ret)
{
    size_t i;
    for (i = 0; i < sizeof(ty_abs) / sizeof(ty_abs[0]); i++)
        if (!strcmp(name, ty_abs[i].name)) {
            *nargs = 1;
            arg[0] = *ret = ty_abs[i].t;
            arg[1] = arg[2] = PP_CT_NONE;
            return 0;
        }
    return -1;
}

int pp_math_sig(const char *name, int *nargs, pp_ctype arg[3], pp_ctype *ret)
{
    size_t len = strlen(name);
    pp_ctype fp = PP_CT_DOUBLE;
    int n, k;
    if (!ty_abs_sig(name, nargs, arg, ret))
        return 0;
    if (len > 1 && name[len - 1] == 'f' && strcmp(name, "erf")) {
        fp = PP_CT_FLOAT;
        len--;
    }
    if (ty_find(ty_math1, name, len) >= 0)
        n = 1;
    else if (ty_find(ty_math2, name, len) >= 0)
        n = 2;
    else if (len == 3 && !strncmp(name, "fma", 3))
        n = 3;
    else if ((len == 5 && !strncmp(name, "ilogb", 5)) || (len == 5 && !strncmp(name, "ldexp", 5)))
        n = name[1] == 'l' ? 1 : 2;
    else
        return -1;
    if (fp == PP_CT_FLOAT && len == 3 && !strncmp(name, "erf", 3) && name[3] != 'f')
        return -1;
    for (k = 0; k < 3; k++)
        arg[k] = k < n ? fp : PP_CT_NONE;
    *ret = fp;
    if (!strncmp(name, "ilogb", 5))
        *ret = PP_CT_INT;
    if (!strncmp(name, "ldexp", 5))
        arg[1] = PP_CT_INT;
    *nargs = n;
    return 0;
}

/* Append "a0, a1, ..." ("n" names) to "b". */
static void ty_arg_names(pp_str *b, int n)
{
    int k;
    for (k = 0; k < n; k++)
        pp_str_addf(b, "%sa%d", k ? ", " : "", k);
}

void pp_math_wrapper(pp_str *b, const char *name)
{
    pp_ctype arg[3], ret;
    int n, k;
    if (pp_math_sig(name, &n, arg, &ret)) {
        ty_fpclass_wrapper(b, name);
        return;
    }
    pp_str_addf(b, "inline %s bbmm_m_%s(", pp_ctype_cl(ret), name);
    for (k = 0; k < n; k++)
        pp_str_addf(b, "%s%s a%d", k ? ", " : "", pp_ctype_cl(arg[k]), k);
    pp_str_add(b, ") { return ");
    /* where OpenCL C's built-in and glibc's give different values: glibc's */
    if (!strcmp(name, "fmin") || !strcmp(name, "fminf")) { /* fmin(-0.0, +0.0) is -0.0: the first of equals */
        pp_str_add(b, "islessequal(a0, a1) ? a0 : isgreater(a0, a1) ? a1 : isnan(a1) ? a0 : a1; }\n");
        return;
    }
    if (!strcmp(name, "fmax") || !strcmp(name, "fmaxf")) {
        pp_str_add(b, "isgreaterequal(a0, a1) ? a0 : isless(a0, a1) ? a1 : isnan(a1) ? a0 : a1; }\n");
        return;
    }
    if (!strcmp(name, "ilogb") || !strcmp(name, "ilogbf")) { /* FP_ILOGBNAN is INT_MIN in glibc on x86-64 */
        pp_str_addf(b, "isnan(a0) ? (-2147483647 - 1) : ilogb(a0); }\n");
        return;
    }
    if (!ty_abs_sig(name, &n, arg, &ret))
        pp_str_addf(b, "(%s)abs", pp_ctype_cl(ret));
    else
        pp_str_addn(b, name, strlen(name) - (arg[0] == PP_CT_FLOAT && strcmp(name, "erf") ? 1 : 0));
    pp_str_add(b, "(");
    ty_arg_names(b, n);
    pp_str_add(b, "); }\n");
}

void pp_math_macro(pp_str *b, const char *name)
{
    pp_ctype arg[3], ret;
    int n;
    if (pp_math_sig(name, &n, arg, &ret))
        return;
    pp_str_addf(b, "#undef %s\n#define %s(", name, name);
    ty_arg_names(b, n);
    pp_str_addf(b, ") bbmm_m_%s(", name);
    ty_arg_names(b, n);
    pp_str_add(b, ")\n");
}

/* ---- the typing pass ------------------------------------------------ */

typedef struct ty {
    pp_model *m;
    pp_region *r;
    pp_diag *d;
    int failed;
} ty;

/* Nonzero when "words" name an enumeration whose type parse_enum.c did
 * not find ("enum TAG"). */
static int ty_is_enum(const char *words)
{
    char bare[128];
    return words && !ty_unqualified(words, bare, sizeof(bare)) && (!strncmp(bare, "enum ", 5) || !strcmp(bare, "enum"));
}

/* Return why the type written "words" has no place in a region, or NULL
 * when it is an arithmetic type OpenCL C computes exactly as C does. */
static const char *ty_why(const char *words, pp_ctype t)
{
    if (t != PP_CT_NONE && t != PP_CT_BOOL)
        return NULL;
    if (!words)
        return "is unknown";
    if (strstr(words, "long double"))
        return "has no equal in OpenCL C (long double)";
    if (strstr(words, "_Complex") || strstr(words, "__complex__"))
        return "has no equal in OpenCL C (complex arithmetic)";
    if (t == PP_CT_BOOL)
        return "has no exact equal in OpenCL C device memory (_Bool)";
    if (strstr(words, "_Float") || strstr(words, "__fp16") || strstr(words, "__bf16") ||
        strstr(words, "__float128") || strstr(words, "_Decimal"))
        return "has no equal in OpenCL C that computes as C does";
    if (strstr(words, "__int128"))
        return "has no equal in OpenCL C (128-bit integers)";
    if (ty_is_enum(words))
        return "is an enumeration whose type bbmm-pp does not know (the value of one of its constants is "
               "beyond what it computes, an attribute packs it, or its definition is not visible)";
    return "is not an arithmetic type";
}

/* Type "words" of "what" at "loc": its pp_ctype, or PP_CT_NONE after an
 * error. */
static pp_ctype ty_decl(ty *y, const char *words, pp_loc loc, const char *what, const char *name)
{
    pp_ctype t = pp_ctype_from_words(words);
    const char *why = ty_why(words, t);
    if (why && !name) {
        pp_error(y->d, loc, "%s type '%s', which %s: regions compute with C's integer, float and double types",
                 what, words ? words : "?", why);
        y->failed = 1;
        return PP_CT_NONE;
    }
    if (why) {
        pp_error(y->d, loc, "%s '%s' has type '%s', which %s: regions compute with C's integer, float and double "
                            "types",
                 what, name, words ? words : "?", why);
        y->failed = 1;
        return PP_CT_NONE;
    }
    return t;
}

pp_ctype pp_ctype_int_const(const char *text)
{
    static const pp_ctype dec[] = {PP_CT_INT, PP_CT_LONG, PP_CT_LLONG, PP_CT_NONE};
    static const pp_ctype oct[] = {PP_CT_INT, PP_CT_UINT, PP_CT_LONG, PP_CT_ULONG, PP_CT_LLONG, PP_CT_ULLONG,
                                   PP_CT_NONE};
    static const pp_ctype uns[] = {PP_CT_UINT, PP_CT_ULONG, PP_CT_ULLONG, PP_CT_NONE};
    static const pp_ctype lng[] = {PP_CT_LONG, PP_CT_LLONG, PP_CT_NONE};
    static const pp_ctype lngx[] = {PP_CT_LONG, PP_CT_ULONG, PP_CT_LLONG, PP_CT_ULLONG, PP_CT_NONE};
    static const pp_ctype ulng[] = {PP_CT_ULONG, PP_CT_ULLONG, PP_CT_NONE};
    static const pp_ctype llng[] = {PP_CT_LLONG, PP_CT_NONE};
    static const pp_ctype llngx[] = {PP_CT_LLONG, PP_CT_ULLONG, PP_CT_NONE};
    static const pp_ctype ullng[] = {PP_CT_ULLONG, PP_CT_NONE};
    const pp_ctype *list;
    char *end;
    unsigned long long v;
    int u = 0, l = 0, k, based = text[0] == '0' && text[1] != 0;
    errno = 0;
    v = strtoull(text, &end, 0);
    if (errno == ERANGE)
        return PP_CT_NONE;
    for (; *end; end++) {
        if (*end == 'u' || *end == 'U')
            u++;
        else if (*end == 'l' || *end == 'L')
            l++;
    }
    list = u ? (l == 0 ? uns : l == 1 ? ulng : ullng)
             : l == 0 ? (based ? oct : dec) : l == 1 ? (based ? lngx : lng) : (based ? llngx : llng);
    for (k = 0; list[k] != PP_CT_NONE; k++) {
        int bits = ty_info[list[k]].bits - (ty_info[list[k]].is_unsigned ? 0 : 1);
        if (bits >= 64 || v < (1ULL << bits))
            return list[k];
    }
    return PP_CT_NONE;
}

/* Return the type of integer constant "e" by its spelling and value (C11
 * 6.4.4.1), or PP_CT_NONE after an error. */
static pp_ctype ty_int_const(ty *y, pp_expr *e)
{
    pp_ctype t = pp_ctype_int_const(e->text);
    if (t != PP_CT_NONE)
        return t;
    errno = 0;
    strtoull(e->text, NULL, 0);
    pp_error(y->d, e->loc, errno == ERANGE ? "integer constant '%s' is too large for any integer type"
                                           : "integer constant '%s' is too large for its type",
             e->text);
    y->failed = 1;
    return PP_CT_NONE;
}

/* Return the type of floating constant "e", or PP_CT_NONE after an error. */
static pp_ctype ty_float_const(ty *y, pp_expr *e)
{
    size_t n = strlen(e->text);
    char last = n ? e->text[n - 1] : 0;
    if (last == 'f' || last == 'F')
        return PP_CT_FLOAT;
    if (last == 'l' || last == 'L') {
        pp_error(y->d, e->loc, "constant '%s' has type 'long double', which has no equal in OpenCL C: regions "
                               "compute with C's integer, float and double types",
                 e->text);
        y->failed = 1;
        return PP_CT_NONE;
    }
    return PP_CT_DOUBLE;
}

/* Report that call "e" of "name" passes the wrong number of arguments
 * ("n" wanted); return PP_CT_NONE. */
static pp_ctype ty_arity(ty *y, const pp_expr *e, const char *name, int n)
{
    pp_error(y->d, e->loc, "'%s' takes %d argument%s but is called with %d", name, n, n == 1 ? "" : "s",
             e->nargs);
    y->failed = 1;
    return PP_CT_NONE;
}

/* Return the type of the call "e" of a classification macro with "nint"
 * integer arguments before the floating one (int), or PP_CT_NONE after an
 * error. */
static pp_ctype ty_fpclass_call(ty *y, const pp_expr *e, int nint)
{
    const char *macro = pp_fpclass_macro(e->text);
    pp_ctype t;
    int i;
    if (e->nargs != nint + 1)
        return ty_arity(y, e, macro, nint + 1);
    for (i = 0; i <= nint; i++) {
        t = e->args[i]->ctype;
        if (t == PP_CT_NONE || (i < nint ? pp_ctype_is_int(t) : t == PP_CT_FLOAT || t == PP_CT_DOUBLE))
            continue;
        pp_error(y->d, e->args[i]->loc, "argument %d of '%s' has type '%s': it must be %s", i + 1, macro,
                 pp_ctype_c(t), i < nint ? "an integer" : "a float or a double");
        y->failed = 1;
        return PP_CT_NONE;
    }
    return PP_CT_INT;
}

/* Return the type of the call "e". */
static pp_ctype ty_call(ty *y, pp_expr *e)
{
    pp_ctype arg[3], ret, t = PP_CT_NONE;
    int n, i;
    if (e->index >= 0)
        return pp_ctype_from_words(y->m->funcs[e->index].ret_type);
    if (!pp_math_sig(e->text, &n, arg, &ret))
        return e->nargs == n ? ret : ty_arity(y, e, e->text, n);
    if (!pp_fpclass_sig(e->text, &n))
        return ty_fpclass_call(y, e, n);
    for (i = 0; i < e->nargs; i++)
        t = i ? pp_ctype_usual(t, e->args[i]->ctype) : pp_ctype_promote(e->args[i]->ctype);
    return t;
}

static void ty_expr(ty *y, pp_expr *e);

/* A long double constant cast to double or float ("(double)2.2e-16L",
 * as <float.h>'s DBL_EPSILON expands) is that type's constant: written
 * again as the cast's exact value in hexadecimal. */
static void ty_cast_constant(ty *y, pp_expr *e)
{
    pp_expr *c = e->args[0];
    size_t n;
    long double v;
    while (c->kind == PP_EXPR_PAREN)
        c = c->args[0];
    n = c->kind == PP_EXPR_FLOAT ? strlen(c->text) : 0;
    if (!n || (c->text[n - 1] != 'l' && c->text[n - 1] != 'L'))
        return;
    v = strtold(c->text, NULL);
    if (!isfinite(v))
        return;
    if (!strcmp(e->text, "double"))
        c->text = pp_printf(y->m->arena, "%a", (double)v);
    else if (!strcmp(e->text, "float"))
        c->text = pp_printf(y->m->arena, "%af", (double)(float)v);
    if (!c->text)
        y->failed = 1;
}

/* Type the operands of "e", then "e". */
static void ty_expr(ty *y, pp_expr *e)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_CAST && e->nargs == 1)
        ty_cast_constant(y, e);
    for (i = 0; i < e->nargs; i++)
        ty_expr(y, e->args[i]);
    switch (e->kind) {
    case PP_EXPR_INT:
        e->ctype = ty_int_const(y, e);
        break;
    case PP_EXPR_FLOAT:
        e->ctype = ty_float_const(y, e);
        break;
    case PP_EXPR_CHAR: /* U'x' is a char32_t */
        e->ctype = e->text[0] == 'U' ? PP_CT_UINT : PP_CT_INT;
        break;
    case PP_EXPR_ID:
        switch (e->sym) {
        case PP_SYM_ITER: /* typed by ty_iters() */
            break;
        case PP_SYM_PARAM:
            e->ctype = y->r->params[e->index].ctype;
            break;
        case PP_SYM_LOCAL:
            e->ctype = y->r->locals[e->index].ctype;
            break;
        case PP_SYM_SCALAR:
            e->ctype = y->r->scalars[e->index].ctype;
            break;
        case PP_SYM_OTHER:
            e->ctype = PP_CT_INT;
            break;
        }
        break;
    case PP_EXPR_ACCESS:
        e->ctype = y->r->arrays[e->index].elem_ctype;
        break;
    case PP_EXPR_CALL:
        e->ctype = ty_call(y, e);
        break;
    case PP_EXPR_UNARY:
        e->ctype = e->op[0] == '!' ? PP_CT_INT : pp_ctype_promote(e->args[0]->ctype);
        break;
    case PP_EXPR_BINARY:
        if (!strcmp(e->op, "<<") || !strcmp(e->op, ">>"))
            e->ctype = pp_ctype_promote(e->args[0]->ctype);
        else if (strchr("+-*/%&|^", e->op[0]) && e->op[1] != '&' && e->op[1] != '|')
            e->ctype = pp_ctype_usual(e->args[0]->ctype, e->args[1]->ctype);
        else
            e->ctype = PP_CT_INT;
        break;
    case PP_EXPR_COND:
        e->ctype = pp_ctype_usual(e->args[1]->ctype, e->args[2]->ctype);
        break;
    case PP_EXPR_CAST:
        e->ctype = ty_decl(y, e->text, e->loc, "cast to", NULL);
        break;
    case PP_EXPR_PAREN:
        e->ctype = e->args[0]->ctype;
        break;
    case PP_EXPR_ADDR:
        e->ctype = PP_CT_NONE;
        break;
    }
}

/* Type the iterator references of "e" at loop depth "depth" of "loops". */
static void ty_iters(pp_expr *e, pp_node **loops, int depth)
{
    int i;
    if (!e)
        return;
    for (i = 0; i < e->nargs; i++)
        ty_iters(e->args[i], loops, depth);
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_ITER && e->index < depth)
        e->ctype = loops[e->index]->u.loop.ctype;
}

/* Type every expression below node "n" at loop depth "depth" ("loops":
 * the enclosing loops). */
static void ty_node(ty *y, pp_node *n, pp_node **loops, int depth)
{
    pp_expr *es[3] = {NULL, NULL, NULL};
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        if (!n->u.loop.type) {
            pp_error(y->d, n->loc, "cannot find the declaration of loop iterator '%s'", n->u.loop.iter);
            y->failed = 1;
        } else {
            n->u.loop.ctype = ty_decl(y, n->u.loop.type, n->loc, "loop iterator", n->u.loop.iter);
            if (n->u.loop.ctype != PP_CT_NONE && !pp_ctype_is_int(n->u.loop.ctype)) {
                pp_error(y->d, n->loc, "loop iterator '%s' has type '%s': loops in a region count with an integer "
                                       "type",
                         n->u.loop.iter, n->u.loop.type);
                y->failed = 1;
            }
        }
        ty_iters(n->u.loop.init, loops, depth);
        ty_expr(y, n->u.loop.init);
        if (depth < 64)
            loops[depth] = n;
        ty_iters(n->u.loop.cond, loops, depth + 1);
        ty_expr(y, n->u.loop.cond);
        ty_node(y, n->u.loop.body, loops, depth + 1);
        return;
    case PP_NODE_IF:
        es[0] = n->u.cond.cond;
        ty_iters(es[0], loops, depth);
        ty_expr(y, es[0]);
        ty_node(y, n->u.cond.then_node, loops, depth);
        ty_node(y, n->u.cond.else_node, loops, depth);
        return;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            ty_node(y, n->u.block.v[i], loops, depth);
        return;
    case PP_NODE_ASSIGN:
        es[0] = n->u.assign.lhs;
        es[1] = n->u.assign.rhs;
        break;
    case PP_NODE_DECL:
        es[0] = n->u.decl.init;
        break;
    case PP_NODE_CALL:
        es[0] = n->u.call.expr;
        break;
    }
    for (i = 0; i < 3; i++) {
        ty_iters(es[i], loops, depth);
        ty_expr(y, es[i]);
    }
}

int pp_type_region(pp_model *m, pp_region *r, pp_diag *d)
{
    pp_node *loops[64];
    ty y;
    int i;
    memset(&y, 0, sizeof(y));
    y.m = m;
    y.r = r;
    y.d = d;
    for (i = 0; i < r->nparams; i++) {
        pp_param *x = &r->params[i];
        x->ctype = pp_ctype_from_words(x->c_type);
        if (ty_is_enum(x->c_type)) /* refused: its conversions are not known */
            ty_decl(&y, x->c_type, x->loc, "parameter", x->name);
        if (!pp_ctype_is_int(x->ctype))
            x->ctype = PP_CT_LONG;
    }
    for (i = 0; i < r->narrays; i++)
        r->arrays[i].elem_ctype = ty_decl(&y, r->arrays[i].elem_type, r->arrays[i].decl, "array",
                                          pp_array_c(&r->arrays[i]));
    for (i = 0; i < r->nlocals; i++)
        r->locals[i].ctype = ty_decl(&y, r->locals[i].type, r->locals[i].loc, "scalar", r->locals[i].name);
    for (i = 0; i < r->nscalars; i++)
        r->scalars[i].ctype = ty_decl(&y, r->scalars[i].type, r->scalars[i].loc, "scalar", pp_scalar_c(&r->scalars[i]));
    if (y.failed)
        return -1;
    ty_node(&y, r->root, loops, 0);
    for (i = 0; i < r->nran; i++) /* conditions on the parameters only */
        ty_expr(&y, r->ran[i]);
    return y.failed ? -1 : 0;
}

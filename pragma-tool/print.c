/* pragma-tool/print.c - C text of the region AST and of isl expressions
 * (box bounds, guards); the helpers the latter call are in
 * include/bbmm/pp.h.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/id.h>
#include <isl/val.h>

#include "codegen.h"
#include "internal.h"

void pp_print_expr(pp_str *b, const pp_expr *e)
{
    int i;
    if (!e) {
        pp_str_add(b, "?");
        return;
    }
    switch (e->kind) {
    case PP_EXPR_INT:
    case PP_EXPR_FLOAT:
    case PP_EXPR_CHAR:
        pp_str_add(b, e->text);
        return;
    case PP_EXPR_ID:
        pp_str_add(b, e->c_expr ? e->c_expr : e->text);
        return;
    case PP_EXPR_ACCESS:
        pp_str_add(b, e->text);
        for (i = 0; i < (e->fold ? e->fold->nargs : e->nargs); i++) {
            pp_str_add(b, "[");
            pp_print_expr(b, e->fold ? e->fold->args[i] : e->args[i]);
            pp_str_add(b, "]");
        }
        return;
    case PP_EXPR_CALL:
        pp_str_add(b, e->text);
        pp_str_add(b, "(");
        for (i = 0; i < e->nargs; i++) {
            if (i)
                pp_str_add(b, ", ");
            pp_print_expr(b, e->args[i]);
        }
        pp_str_add(b, ")");
        return;
    case PP_EXPR_UNARY:
        pp_str_add(b, e->op);
        pp_print_expr(b, e->args[0]);
        return;
    case PP_EXPR_BINARY:
        pp_print_expr(b, e->args[0]);
        pp_str_addf(b, " %s ", e->op);
        pp_print_expr(b, e->args[1]);
        return;
    case PP_EXPR_COND:
        pp_print_expr(b, e->args[0]);
        pp_str_add(b, " ? ");
        pp_print_expr(b, e->args[1]);
        pp_str_add(b, " : ");
        pp_print_expr(b, e->args[2]);
        return;
    case PP_EXPR_CAST:
        pp_str_addf(b, "(%s)", e->text);
        pp_print_expr(b, e->args[0]);
        return;
    case PP_EXPR_PAREN:
        pp_str_add(b, "(");
        pp_print_expr(b, e->args[0]);
        pp_str_add(b, ")");
        return;
    case PP_EXPR_ADDR:
        pp_str_add(b, "&");
        pp_print_expr(b, e->args[0]);
        return;
    }
}

char *pp_expr_text(pp_arena *a, const pp_expr *e)
{
    pp_str b = {0};
    pp_print_expr(&b, e);
    if (b.oom) {
        pp_str_free(&b);
        return NULL;
    }
    return pp_str_to_arena(&b, a);
}

/* Precedence of isl AST expression "e" as printed in C. */
static int ast_prec(__isl_keep isl_ast_expr *e)
{
    if (isl_ast_expr_get_type(e) == isl_ast_expr_int) {
        isl_val *v = isl_ast_expr_get_val(e);
        int neg = isl_val_is_neg(v) == isl_bool_true;
        isl_val_free(v);
        return neg ? 8 : 9;
    }
    if (isl_ast_expr_get_type(e) != isl_ast_expr_op)
        return 9;
    switch (isl_ast_expr_op_get_type(e)) {
    case isl_ast_expr_op_cond:
    case isl_ast_expr_op_select:
        return 1;
    case isl_ast_expr_op_or:
    case isl_ast_expr_op_or_else:
        return 2;
    case isl_ast_expr_op_and:
    case isl_ast_expr_op_and_then:
        return 3;
    case isl_ast_expr_op_eq:
        return 4;
    case isl_ast_expr_op_le:
    case isl_ast_expr_op_lt:
    case isl_ast_expr_op_ge:
    case isl_ast_expr_op_gt:
        return 5;
    case isl_ast_expr_op_add:
    case isl_ast_expr_op_sub:
        return 6;
    case isl_ast_expr_op_mul:
    case isl_ast_expr_op_div:
    case isl_ast_expr_op_pdiv_q:
    case isl_ast_expr_op_pdiv_r:
    case isl_ast_expr_op_zdiv_r:
        return 7;
    case isl_ast_expr_op_minus:
        return 8;
    default:
        return 9;
    }
}

static void ast_print(pp_str *b, __isl_keep isl_ast_expr *e, int min);

/* Print argument "i" of "e" needing precedence "min". */
static void ast_arg(pp_str *b, __isl_keep isl_ast_expr *e, int i, int min)
{
    isl_ast_expr *x = isl_ast_expr_op_get_arg(e, i);
    ast_print(b, x, min);
    isl_ast_expr_free(x);
}

/* Return nonzero when argument "i" of "e" is a conjunction. */
static int ast_and_arg(__isl_keep isl_ast_expr *e, int i)
{
    isl_ast_expr *x = isl_ast_expr_op_get_arg(e, i);
    int and = x && ast_prec(x) == 3;
    isl_ast_expr_free(x);
    return and;
}

/* The region going through the front end (front_one), or NULL.  isl's
 * arithmetic on its variables of unsigned types (parameters, loop
 * iterators) is exact where C's is modulo 2^bits ("un - 1" with un == 0),
 * so ast_print writes them as bbmm_pp_i64(name): a long long in the host's
 * code (the kernels and the nests' spec functions hold them as long long
 * already). */
static const pp_region *print_region;
/* pp_set_to_c_i64: the signed variables too, as (int64_t)(name), so that
 * the host's C computes the condition in 64 bits ("m + 2147483647 >= n"
 * with an int "m" would overflow). */
static int print_i64;

void pp_print_region(const pp_region *r)
{
    print_region = r;
}

/* Whether loop "n" or one inside it runs over "name" of an unsigned type. */
static int ast_unsigned_iter(const pp_node *n, const char *name)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return (!strcmp(n->u.loop.iter, name) && pp_ctype_is_unsigned(n->u.loop.ctype)) ||
               ast_unsigned_iter(n->u.loop.body, name);
    case PP_NODE_IF:
        return ast_unsigned_iter(n->u.cond.then_node, name) || ast_unsigned_iter(n->u.cond.else_node, name);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (ast_unsigned_iter(n->u.block.v[i], name))
                return 1;
        return 0;
    default:
        return 0;
    }
}

/* Whether "name" is a variable of print_region of an unsigned type. */
static int ast_unsigned(const char *name)
{
    const pp_region *r = print_region;
    int i;
    if (!r || !name)
        return 0;
    for (i = 0; i < r->nparams; i++)
        if (!strcmp(r->params[i].name, name))
            return pp_ctype_is_unsigned(r->params[i].ctype);
    return ast_unsigned_iter(r->root, name);
}

/* Whether integer "v" lies outside -INT64_MAX .. INT64_MAX. */
static int ast_too_big(__isl_keep isl_val *v)
{
    isl_val *max = isl_val_sub_ui(isl_val_2exp(isl_val_int_from_si(isl_val_get_ctx(v), 63)), 1);
    isl_val *a = isl_val_abs(isl_val_copy(v));
    int big = isl_val_gt(a, max) != isl_bool_false;
    isl_val_free(a);
    isl_val_free(max);
    return big;
}

/* Whether integer "v" lies outside -65536 .. 65536. */
static int ast_large(__isl_keep isl_val *v)
{
    isl_val *a = isl_val_abs(isl_val_copy(v));
    int big = isl_val_cmp_si(a, 65536) > 0;
    isl_val_free(a);
    return big;
}

/* Print "e" as C, parenthesized when its precedence is below "min". */
static void ast_print(pp_str *b, __isl_keep isl_ast_expr *e, int min)
{
    int p = ast_prec(e), n, i;
    const char *op = NULL;
    if (isl_ast_expr_get_type(e) == isl_ast_expr_int) {
        isl_val *v = isl_ast_expr_get_val(e);
        char *s = isl_val_to_str(v);
        /* a large constant is a long (64 bits, in the host's C and in
         * OpenCL C): isl's exact "g_n - 2147483647 <= off" computed in
         * int overflows (the ranges of the types and the region's
         * assumptions bring such constants into guards and bounds) */
        pp_str_addf(b, p < min ? "(%s%s)" : "%s%s", s ? s : "?", s && ast_large(v) ? "L" : "");
        /* isl failed (its operation limit), or a constant the generated
         * code's int64_t arithmetic does not hold (build.c keeps the
         * values it computes within it: bld_assumptions): no C to give */
        if (!s || ast_too_big(v))
            b->oom = 1;
        free(s);
        isl_val_free(v);
        return;
    }
    if (isl_ast_expr_get_type(e) == isl_ast_expr_id) {
        isl_id *id = isl_ast_expr_get_id(e);
        pp_str_addf(b, ast_unsigned(isl_id_get_name(id)) ? "bbmm_pp_i64(%s)" : print_i64 ? "(int64_t)(%s)" : "%s",
                    isl_id_get_name(id));
        isl_id_free(id);
        return;
    }
    if (isl_ast_expr_get_type(e) != isl_ast_expr_op) {
        pp_str_add(b, "?");
        b->oom = 1;
        return;
    }
    n = isl_ast_expr_op_get_n_arg(e);
    if (p < min)
        pp_str_add(b, "(");
    switch (isl_ast_expr_op_get_type(e)) {
    case isl_ast_expr_op_max:
    case isl_ast_expr_op_min:
        for (i = 0; i < n - 1; i++)
            pp_str_add(b, isl_ast_expr_op_get_type(e) == isl_ast_expr_op_max ? "bbmm_pp_max(" : "bbmm_pp_min(");
        ast_arg(b, e, 0, 0);
        for (i = 1; i < n; i++) {
            pp_str_add(b, ", ");
            ast_arg(b, e, i, 0);
            pp_str_add(b, ")");
        }
        break;
    case isl_ast_expr_op_fdiv_q:
        pp_str_add(b, "bbmm_pp_floord(");
        ast_arg(b, e, 0, 0);
        pp_str_add(b, ", ");
        ast_arg(b, e, 1, 0);
        pp_str_add(b, ")");
        break;
    case isl_ast_expr_op_minus:
        pp_str_add(b, "-");
        ast_arg(b, e, 0, 8);
        break;
    case isl_ast_expr_op_cond:
    case isl_ast_expr_op_select:
        ast_arg(b, e, 0, 2);
        pp_str_add(b, " ? ");
        ast_arg(b, e, 1, 1);
        pp_str_add(b, " : ");
        ast_arg(b, e, 2, 1);
        break;
    default:
        switch (isl_ast_expr_op_get_type(e)) {
        case isl_ast_expr_op_or:
        case isl_ast_expr_op_or_else:
            op = "||";
            break;
        case isl_ast_expr_op_and:
        case isl_ast_expr_op_and_then:
            op = "&&";
            break;
        case isl_ast_expr_op_eq:
            op = "==";
            break;
        case isl_ast_expr_op_le:
            op = "<=";
            break;
        case isl_ast_expr_op_lt:
            op = "<";
            break;
        case isl_ast_expr_op_ge:
            op = ">=";
            break;
        case isl_ast_expr_op_gt:
            op = ">";
            break;
        case isl_ast_expr_op_add:
            op = "+";
            break;
        case isl_ast_expr_op_sub:
            op = "-";
            break;
        case isl_ast_expr_op_mul:
            op = "*";
            break;
        case isl_ast_expr_op_div:
        case isl_ast_expr_op_pdiv_q:
            op = "/";
            break;
        case isl_ast_expr_op_pdiv_r:
        case isl_ast_expr_op_zdiv_r:
            op = "%";
            break;
        default:
            op = "?";
            break;
        }
        if (n == 2 && p == 2) { /* "a && b" inside "||" in parentheses, as compilers advise */
            ast_arg(b, e, 0, ast_and_arg(e, 0) ? 4 : p);
            pp_str_add(b, " || ");
            ast_arg(b, e, 1, ast_and_arg(e, 1) ? 4 : p + 1);
        } else if (n == 2) {
            ast_arg(b, e, 0, p);
            pp_str_addf(b, " %s ", op);
            ast_arg(b, e, 1, p + 1);
        } else {
            pp_str_add(b, "?");
            b->oom = 1;
        }
        break;
    }
    if (p < min)
        pp_str_add(b, ")");
}

void pp_print_ast_expr(pp_str *b, __isl_keep isl_ast_expr *e)
{
    ast_print(b, e, 0);
}

/* Return the C text of "e" in "a" and free "e". */
static char *ast_to_arena(pp_arena *a, __isl_take isl_ast_expr *e)
{
    pp_str b = {0};
    char *s;
    if (!e)
        return NULL;
    ast_print(&b, e, 0);
    isl_ast_expr_free(e);
    s = b.oom ? NULL : pp_str_to_arena(&b, a);
    pp_str_free(&b);
    return s;
}

/* isl's AST builder does not expect to be stopped half-way (in
 * compute_divs under its gist, on the fuzzer's "i < n - -1"): the
 * expression is built and printed without the limit (printing allocates,
 * and past the limit the numbers would print as "?"), and a text whose
 * making went past it fails as when the limit stopped it; the caller
 * takes the same way out (a simpler box, or the region is too complex). */
static char *text_unlimited(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_pw_aff *pa,
                            __isl_take isl_set *set)
{
    isl_ctx *ctx = isl_ast_build_get_ctx(build);
    unsigned long max = pp_isl_unlimit(ctx);
    char *s = ast_to_arena(a, pa ? isl_ast_build_expr_from_pw_aff(build, pa) : isl_ast_build_expr_from_set(build, set));
    return pp_isl_relimit(ctx, max) < 0 ? NULL : s;
}

char *pp_pw_aff_to_c(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_pw_aff *pa)
{
    isl_bool none;
    if (!pa)
        return NULL;
    none = isl_pw_aff_is_empty(pa);
    if (none != isl_bool_false) {
        isl_pw_aff_free(pa);
        return none == isl_bool_true ? pp_strdup(a, "0") : NULL;
    }
    pa = isl_pw_aff_align_params(pa, isl_ast_build_get_schedule_space(build));
    if (!pa || !build) {
        isl_pw_aff_free(pa);
        return NULL;
    }
    return text_unlimited(a, build, pa, NULL);
}

char *pp_set_to_c(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_set *set)
{
    isl_bool all;
    if (!set)
        return NULL;
    all = isl_set_plain_is_universe(set);
    if (all == isl_bool_true) {
        isl_set_free(set);
        return pp_strdup(a, "1");
    }
    if (isl_set_is_empty(set) == isl_bool_true) {
        isl_set_free(set);
        return pp_strdup(a, "0");
    }
    set = isl_set_align_params(set, isl_ast_build_get_schedule_space(build));
    if (!set || !build) {
        isl_set_free(set);
        return NULL;
    }
    return text_unlimited(a, build, NULL, set);
}

char *pp_set_to_c_i64(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_set *set)
{
    char *s;
    print_i64 = 1;
    s = pp_set_to_c(a, build, set);
    print_i64 = 0;
    return s;
}

void pp_str_add_readable(pp_str *b, const char *s)
{
    const char *q;
    while ((q = strstr(s, "bbmm_pp_")) != NULL) {
        pp_str_addn(b, s, (size_t)(q - s));
        s = q + 8;
    }
    pp_str_add(b, s);
}

unsigned long pp_isl_unlimit(isl_ctx *ctx)
{
    unsigned long max = isl_ctx_get_max_operations(ctx);
    isl_ctx_set_max_operations(ctx, 0);
    return max;
}

int pp_isl_relimit(isl_ctx *ctx, unsigned long max)
{
    isl_val *probe;
    isl_ctx_set_max_operations(ctx, max);
    probe = isl_val_zero(ctx); /* an allocation: the next operation, fails past the limit */
    if (!probe)
        return -1;
    isl_val_free(probe);
    return 0;
}

void pp_isl_budget(pp_model *m, unsigned long max)
{
    isl_ctx *ctx = m->ctx;
    if (isl_ctx_get_max_operations(ctx) && pp_isl_relimit(ctx, isl_ctx_get_max_operations(ctx)) < 0)
        m->isl_stopped = 1;
    isl_ctx_reset_operations(ctx);
    isl_ctx_set_max_operations(ctx, max);
}

void pp_isl_error(isl_ctx *ctx, pp_diag *d, pp_loc loc)
{
    if (isl_ctx_last_error(ctx) == isl_error_quota)
        pp_error(d, loc,
                 "region too complex for the polyhedral analysis (isl operation limit reached; "
                 "simplify the bounds or split the region)");
    else
        pp_error(d, loc, "internal error in the polyhedral analysis: %s",
                 isl_ctx_last_error_msg(ctx) ? isl_ctx_last_error_msg(ctx) : "unknown isl error");
}

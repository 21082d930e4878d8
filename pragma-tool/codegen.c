/* pragma-tool/codegen.c - the back end: each region becomes host C that
 * registers the arrays, runs the host loops and a tile loop (tile.h) for every
 * nest, plus one OpenCL kernel and one tile-box function per nest (the
 * paper's Figs. 6 and 9).
 *
 * Layout of the generated file:
 *   prologue   includes, helpers, per nest: argument struct, box function,
 *              kernel source (a string)
 *   #line 1    the user's text, regions replaced, #line after each region
 */
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/val.h>

#include "codegen.h"
#include "diag.h"

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

/* ---- small printers ------------------------------------------------- */

/* Append "n" spaces of indentation (4 per level) to "b". */
static void cg_indent(pp_str *b, int level)
{
    int i;
    for (i = 0; i < level; i++)
        pp_str_add(b, "    ");
}

/* Append "s" to "b" as the inside of a C string literal. */
static void cg_escaped(pp_str *b, const char *s)
{
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            pp_str_addf(b, "\\%c", *s);
        else if (*s == '\n')
            pp_str_add(b, "\\n");
        else
            pp_str_addn(b, s, 1);
    }
}

/* Append a #line directive for "line" of "path" to "b". */
static void cg_line(pp_str *b, int line, const char *path)
{
    pp_str_addf(b, "#line %d \"", line);
    cg_escaped(b, path);
    pp_str_add(b, "\"\n");
}

/* ---- the user's names in kernels ------------------------------------- */

/* The name in OpenCL C of the user's variable "name" (pp_cl_var_name():
 * "bbmm_v_global" for "global"). */
static const char *cg_kname(const cg *g, const char *name)
{
    pp_str b = {0};
    char *s;
    if (!pp_cl_word(name))
        return name;
    pp_cl_var_name(&b, name);
    s = b.oom ? NULL : pp_str_to_arena(&b, g->m->arena);
    pp_str_free(&b);
    return s ? s : name;
}

/* Append C text "s" (a box expression over parameters and host iterators)
 * to "b", the user's names as kernels name them (cg_kname()). */
static void cg_ktext(pp_str *b, const char *s)
{
    while (*s) {
        size_t n = 1;
        if (isalpha((unsigned char)*s) || *s == '_' || isdigit((unsigned char)*s))
            for (n = 0; isalnum((unsigned char)s[n]) || s[n] == '_'; n++)
                ;
        if (!isdigit((unsigned char)*s) && n > 1) {
            char word[128];
            if (n >= sizeof(word)) {
                pp_str_addn(b, s, n);
            } else {
                memcpy(word, s, n);
                word[n] = 0;
                pp_cl_var_name(b, word);
            }
        } else {
            pp_str_addn(b, s, n);
        }
        s += n;
    }
}

/* ---- expressions ---------------------------------------------------- */

static void cg_expr(cg *g, pp_str *b, const pp_region *r, const pp_expr *e, int kernel);

/* Append the arguments of "e" separated by commas. */
static void cg_args(cg *g, pp_str *b, const pp_region *r, const pp_expr *e, int kernel)
{
    int i;
    for (i = 0; i < e->nargs; i++) {
        if (i)
            pp_str_add(b, ", ");
        cg_expr(g, b, r, e->args[i], kernel);
    }
}

/* Append, at the top of the kernel of nest "n" (after its band iterators),
 * the hoisted box lookups: for every initial box a reference is bound to,
 * the box that holds all of the elements this work-item touches through
 * it, found once instead of per access (the box's bounds evaluated at the
 * tile of this one work-item: tlo<d> = thi<d> = its band iterator; the
 * parameters and host iterators in 64 bits as in the box function); -1
 * where they lie in several boxes, and those references search per
 * access.  When the launch binds the box (BBMM_BIND) nothing is computed. */
static void cg_hoist(const cg *g, pp_str *b, const pp_region *r, const pp_nest *n)
{
    int s, id, d, any = 0;
    for (s = 0; s < n->narrays; s++)
        for (id = 0; id < PP_KMAX_REFS; id++)
            if (pp_box_hoisted(r, n, s, id)) {
                pp_str_addf(b, "%sbbmm_hb_%d_%d", any ? ", " : "    int ", s, id);
                any = 1;
            }
    if (!any)
        return;
    pp_str_add(b, ";\n    {\n");
    for (d = 0; d < r->nparams; d++)
        pp_str_addf(b, "        const long %s = bbmm_p_%s;\n", cg_kname(g, r->params[d].name), r->params[d].name);
    for (d = 0; d < n->nhost; d++)
        pp_str_addf(b, "        const long %s = bbmm_h_%s;\n", cg_kname(g, n->host[d]->u.loop.iter),
                    n->host[d]->u.loop.iter);
    for (d = 0; d < n->nband; d++)
        pp_str_addf(b, "        const long tlo%d = %s, thi%d = %s;\n", d, cg_kname(g, n->band[d]->u.loop.iter), d,
                    cg_kname(g, n->band[d]->u.loop.iter));
    for (s = 0; s < n->narrays; s++)
        for (id = 0; id < PP_KMAX_REFS; id++) {
            const pp_box *x = &n->arrays[s].init.v[id];
            if (!pp_box_hoisted(r, n, s, id))
                continue;
            pp_str_addf(b, "        bbmm_hb_%d_%d = BBMM_HBIND%d(%s, %d, %d, (", s, id, x->ndim,
                        cg_kname(g, r->arrays[n->arrays[s].array].name), s, id);
            cg_ktext(b, x->guard);
            for (d = 0; d < 2 * x->ndim; d++) {
                pp_str_add(b, "), (");
                cg_ktext(b, d < x->ndim ? x->lo[d] : x->hi[d - x->ndim]);
            }
            pp_str_add(b, "));\n");
        }
    pp_str_add(b, "    }\n");
}

/* Append the array access "e": as written on the host, through the box
 * access macros in a kernel (bound to its initial box's number, so that
 * the launch can name the box that serves it: BBMM_BREF*). */
static void cg_access(cg *g, pp_str *b, const pp_region *r, const pp_expr *e, int kernel)
{
    const pp_array *a = &r->arrays[e->index];
    int i, id, slot;
    if (!kernel) {
        pp_str_add(b, pp_array_c(a));
        for (i = 0; i < e->nargs; i++) {
            pp_str_add(b, "[");
            cg_expr(g, b, r, e->args[i], kernel);
            pp_str_add(b, "]");
        }
        return;
    }
    if (e->nargs < 1 || e->nargs > 4) {
        pp_warning(g->diag, e->loc, "array '%s' has %d dimensions; device kernels take at most 4", pp_array_c(a),
                   e->nargs);
        g->failed = 1;
        return;
    }
    id = e->access >= 0 ? r->accesses[e->access].box : -1;
    for (slot = 0; g->nest && slot < g->nest->narrays && g->nest->arrays[slot].array != e->index; slot++)
        ;
    if (g->nest && slot < g->nest->narrays && pp_box_hoisted(r, g->nest, slot, id))
        pp_str_addf(b, "BBMM_HREF%d(%s, bbmm_hb_%d_%d", e->nargs, cg_kname(g, a->name), slot, id);
    else if (id >= 0 && id < PP_KMAX_REFS && g->nest && slot < g->nest->narrays)
        pp_str_addf(b, "BBMM_BREF%d(%s, %d, %d", e->nargs, cg_kname(g, a->name), slot, id);
    else
        pp_str_addf(b, "BBMM_REF%d(%s", e->nargs, cg_kname(g, a->name));
    for (i = 0; i < e->nargs; i++) {
        pp_str_add(b, ", (");
        cg_expr(g, b, r, e->args[i], kernel);
        pp_str_add(b, ")");
    }
    pp_str_add(b, ")");
}

/* Append integer constant "e" in OpenCL C: its digits as written, the
 * suffix that gives it its C type there too. */
static void cg_int_const(pp_str *b, const pp_expr *e)
{
    size_t n = strlen(e->text);
    const char *cl = pp_ctype_cl(e->ctype);
    while (n && strchr("uUlL", e->text[n - 1]))
        n--;
    pp_str_addn(b, e->text, n);
    if (!strcmp(cl, "uint"))
        pp_str_add(b, "u");
    else if (!strcmp(cl, "long"))
        pp_str_add(b, "L");
    else if (!strcmp(cl, "ulong"))
        pp_str_add(b, "UL");
}

/* The name a kernel calls for call "e" of a function that is not the
 * user's: a classification macro's helper for the type of its floating
 * argument, else the name as written. */
static const char *cg_builtin_callee(const pp_expr *e)
{
    const char *helper = e->nargs ? pp_fpclass_helper(e->text, e->args[e->nargs - 1]->ctype) : NULL;
    return helper ? helper : e->text;
}

/* The name a kernel calls for call "e" (the user's functions may be
 * renamed in OpenCL C). */
static const char *cg_callee(const cg *g, const pp_expr *e)
{
    return e->index >= 0 ? g->m->funcs[e->index].cl_name : cg_builtin_callee(e);
}

/* Append expression "e" of region "r" (host C, or OpenCL C when "kernel"). */
static void cg_expr(cg *g, pp_str *b, const pp_region *r, const pp_expr *e, int kernel)
{
    switch (e->kind) {
    case PP_EXPR_INT:
        if (kernel) {
            cg_int_const(b, e);
            break;
        }
        pp_str_add(b, e->text);
        break;
    case PP_EXPR_FLOAT:
    case PP_EXPR_CHAR:
        pp_str_add(b, e->text);
        break;
    case PP_EXPR_ID:
        pp_str_add(b, kernel ? cg_kname(g, e->text) : e->text);
        break;
    case PP_EXPR_ACCESS:
        cg_access(g, b, r, e, kernel);
        break;
    case PP_EXPR_CALL:
        pp_str_addf(b, "%s(", kernel ? cg_callee(g, e) : e->text);
        cg_args(g, b, r, e, kernel);
        pp_str_add(b, ")");
        break;
    case PP_EXPR_UNARY:
        pp_str_addf(b, "(%s", e->op);
        cg_expr(g, b, r, e->args[0], kernel);
        pp_str_add(b, ")");
        break;
    case PP_EXPR_BINARY:
        pp_str_add(b, "(");
        cg_expr(g, b, r, e->args[0], kernel);
        pp_str_addf(b, " %s ", e->op);
        cg_expr(g, b, r, e->args[1], kernel);
        pp_str_add(b, ")");
        break;
    case PP_EXPR_COND:
        pp_str_add(b, "(");
        cg_expr(g, b, r, e->args[0], kernel);
        pp_str_add(b, " ? ");
        cg_expr(g, b, r, e->args[1], kernel);
        pp_str_add(b, " : ");
        cg_expr(g, b, r, e->args[2], kernel);
        pp_str_add(b, ")");
        break;
    case PP_EXPR_CAST:
        pp_str_addf(b, "((%s)", kernel ? pp_ctype_cl(e->ctype) : e->text);
        cg_expr(g, b, r, e->args[0], kernel);
        pp_str_add(b, ")");
        break;
    case PP_EXPR_PAREN:
        pp_str_add(b, "(");
        cg_expr(g, b, r, e->args[0], kernel);
        pp_str_add(b, ")");
        break;
    case PP_EXPR_ADDR:
        pp_str_add(b, "&");
        cg_expr(g, b, r, e->args[0], kernel);
        break;
    }
}

/* ---- statements ----------------------------------------------------- */

/* Append the header "for (...)" of loop "n". */
static void cg_for_head(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int kernel)
{
    const char *it = kernel ? cg_kname(g, n->u.loop.iter) : n->u.loop.iter;
    if (kernel)
        pp_str_addf(b, "for (%s %s = ", pp_ctype_cl(n->u.loop.ctype), it);
    else
        pp_str_addf(b, "for (%s%s%s = ", n->u.loop.declared ? pp_ctype_c(n->u.loop.ctype) : "",
                    n->u.loop.declared ? " " : "", it);
    cg_expr(g, b, r, n->u.loop.init, kernel);
    pp_str_add(b, "; ");
    cg_expr(g, b, r, n->u.loop.cond, kernel);
    pp_str_addf(b, "; %s += %lld)", it, n->u.loop.step);
}

/* Append kernel statement "n" at indentation "level". */
static void cg_kstmt(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int level)
{
    int i;
    cg_indent(b, level);
    switch (n->kind) {
    case PP_NODE_FOR:
        cg_for_head(g, b, r, n, 1);
        pp_str_add(b, "\n");
        cg_kstmt(g, b, r, n->u.loop.body, level + 1);
        break;
    case PP_NODE_IF:
        pp_str_add(b, "if (");
        cg_expr(g, b, r, n->u.cond.cond, 1);
        pp_str_add(b, ")\n");
        cg_kstmt(g, b, r, n->u.cond.then_node, level + 1);
        if (n->u.cond.else_node) {
            cg_indent(b, level);
            pp_str_add(b, "else\n");
            cg_kstmt(g, b, r, n->u.cond.else_node, level + 1);
        }
        break;
    case PP_NODE_BLOCK:
        pp_str_add(b, "{\n");
        for (i = 0; i < n->u.block.n; i++)
            cg_kstmt(g, b, r, n->u.block.v[i], level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}\n");
        break;
    case PP_NODE_ASSIGN:
        if (n->u.assign.guarded) {
            /* `lhs = c ? e : lhs` stores only where c holds */
            pp_str_add(b, "if (");
            cg_expr(g, b, r, n->u.assign.rhs->args[0], 1);
            pp_str_add(b, ") ");
        }
        cg_expr(g, b, r, n->u.assign.lhs, 1);
        pp_str_addf(b, " %s ", n->u.assign.op);
        cg_expr(g, b, r, n->u.assign.guarded ? n->u.assign.rhs->args[1] : n->u.assign.rhs, 1);
        pp_str_add(b, ";\n");
        break;
    case PP_NODE_CALL:
        cg_expr(g, b, r, n->u.call.expr, 1);
        pp_str_add(b, ";\n");
        break;
    case PP_NODE_DECL:
        pp_str_addf(b, "%s %s", pp_ctype_cl(r->locals[n->u.decl.local].ctype),
                    cg_kname(g, r->locals[n->u.decl.local].name));
        if (n->u.decl.init) {
            pp_str_add(b, " = ");
            cg_expr(g, b, r, n->u.decl.init, 1);
        }
        pp_str_add(b, ";\n");
        break;
    }
}

/* Return nonzero when a statement of nest "n" references local "l". */
static int cg_nest_uses_local(const pp_region *r, const pp_nest *n, int l)
{
    int i;
    for (i = 0; i < r->naccesses; i++)
        if (r->accesses[i].array < 0 && r->accesses[i].local == l && r->stmts[r->accesses[i].stmt].nest == n - r->nests)
            return 1;
    return 0;
}

/* Return nonzero when no outer local before "l" has its name (the webs of
 * one scalar share the C name). */
static int cg_first_named(const pp_region *r, int l)
{
    int i;
    for (i = 0; i < l; i++)
        if (r->locals[i].outer && !strcmp(r->locals[i].name, r->locals[l].name))
            return 0;
    return 1;
}

/* The same among the outer locals nest "n" uses. */
static int cg_first_named_in(const pp_region *r, const pp_nest *n, int l)
{
    int i;
    for (i = 0; i < l; i++)
        if (r->locals[i].outer && !strcmp(r->locals[i].name, r->locals[l].name) && cg_nest_uses_local(r, n, i))
            return 0;
    return 1;
}

/* ---- per nest: kernel, argument struct, box function ---------------- */

/* Append the prefix naming nest "k" of region "ri" ("bbmm_r0_n1"). */
static void cg_prefix(pp_str *b, int ri, int k)
{
    pp_str_addf(b, "bbmm_r%d_n%d", ri, k);
}

/* Append the condition that band iterator "it" of loop "n" lies in the
 * loop's range (kernel). */
static void cg_band_guard(cg *g, pp_str *b, const pp_region *r, const pp_node *n)
{
    const char *it = cg_kname(g, n->u.loop.iter), *t = pp_ctype_cl(n->u.loop.ctype);
    pp_str_addf(b, "!(%s %s (%s)", it, n->u.loop.step > 0 ? ">=" : "<=", t);
    cg_expr(g, b, r, n->u.loop.init, 1);
    pp_str_add(b, " && ");
    cg_expr(g, b, r, n->u.loop.cond, 1);
    if (n->u.loop.step != 1 && n->u.loop.step != -1) {
        pp_str_addf(b, " && ((long)%s - (long)(%s)", it, t);
        cg_expr(g, b, r, n->u.loop.init, 1);
        pp_str_addf(b, ") %% %lld == 0", n->u.loop.step);
    }
    pp_str_add(b, ")");
}

/* Nonzero when expression "e" names no iterator at depth "depth" or deeper
 * other than the one at "self" (-1: none), no region scalar and no array
 * element: its value is fixed for every run of the nest. */
static int cg_bound_fixed(const pp_expr *e, int depth, int self)
{
    int i;
    if (!e)
        return 1;
    if (e->kind == PP_EXPR_ACCESS || e->kind == PP_EXPR_ADDR)
        return 0;
    if (e->kind == PP_EXPR_ID && (e->sym == PP_SYM_LOCAL || e->sym == PP_SYM_SCALAR ||
                                  (e->sym == PP_SYM_ITER && e->index >= depth && e->index != self)))
        return 0;
    for (i = 0; i < e->nargs; i++)
        if (!cg_bound_fixed(e->args[i], depth, self))
            return 0;
    return 1;
}

/* Nonzero when the kernel must check band dimension "d" of nest "n"
 * against its loop's bounds: a step other than 1 or -1, or a bound that
 * depends on another iterator of the band (a triangle).  Otherwise the
 * loop's range holds the band space in that dimension, and a tile never
 * leaves the space (grid.h clips tiles to it): the check could never fail,
 * and on GPUs such early returns cost several per cent of a light kernel's
 * time. */
static int cg_band_guard_needed(const pp_nest *n, int d)
{
    const pp_node *l = n->band[d];
    int depth = n->band[0]->u.loop.depth;
    return (l->u.loop.step != 1 && l->u.loop.step != -1) || !cg_bound_fixed(l->u.loop.init, depth, -1) ||
           !cg_bound_fixed(l->u.loop.cond, depth, l->u.loop.depth);
}

#define CG_MAX_MATH 64

/* The math functions a kernel calls, each once. */
typedef struct cg_math {
    const char *name[CG_MAX_MATH];
    size_t len[CG_MAX_MATH];
    int n;
} cg_math;

/* Add math function or classification helper "name" (of length "len") to
 * "mm" unless it is there. */
static void cg_math_add(cg_math *mm, const char *name, size_t len)
{
    char buf[32];
    int i;
    if (len >= sizeof(buf))
        return;
    memcpy(buf, name, len);
    buf[len] = 0;
    if (!pp_kernel_helper(buf))
        return;
    for (i = 0; i < mm->n; i++)
        if (mm->len[i] == len && !strncmp(mm->name[i], name, len))
            return;
    if (mm->n < CG_MAX_MATH) {
        mm->name[mm->n] = name;
        mm->len[mm->n++] = len;
    }
}

/* Add the math functions that expression "e" calls to "mm". */
static void cg_math_expr(cg_math *mm, const pp_expr *e)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_CALL && e->index < 0) {
        const char *name = cg_builtin_callee(e);
        cg_math_add(mm, name, strlen(name));
    }
    for (i = 0; i < e->nargs; i++)
        cg_math_expr(mm, e->args[i]);
}

/* Add the math functions that the statements below "n" call to "mm". */
static void cg_math_node(cg_math *mm, const pp_node *n)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        cg_math_expr(mm, n->u.loop.init);
        cg_math_expr(mm, n->u.loop.cond);
        cg_math_node(mm, n->u.loop.body);
        break;
    case PP_NODE_IF:
        cg_math_expr(mm, n->u.cond.cond);
        cg_math_node(mm, n->u.cond.then_node);
        cg_math_node(mm, n->u.cond.else_node);
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            cg_math_node(mm, n->u.block.v[i]);
        break;
    case PP_NODE_ASSIGN:
        cg_math_expr(mm, n->u.assign.lhs);
        cg_math_expr(mm, n->u.assign.rhs);
        break;
    case PP_NODE_DECL:
        cg_math_expr(mm, n->u.decl.init);
        break;
    case PP_NODE_CALL:
        cg_math_expr(mm, n->u.call.expr);
        break;
    }
}

/* Add the math functions called in OpenCL C text "text" to "mm". */
static void cg_math_text(cg_math *mm, const char *text)
{
    const char *p = text;
    while (*p) {
        if (isalpha((unsigned char)*p) || *p == '_') {
            const char *q = p;
            while (isalnum((unsigned char)*q) || *q == '_')
                q++;
            if (*q == '(')
                cg_math_add(mm, p, (size_t)(q - p));
            p = q;
        } else {
            p++;
        }
    }
}

/* Append "emit" of every math function of "mm" to "b". */
static void cg_math_emit(pp_str *b, const cg_math *mm, void (*emit)(pp_str *b, const char *name))
{
    char name[32];
    int i;
    for (i = 0; i < mm->n; i++) {
        memcpy(name, mm->name[i], mm->len[i]);
        name[mm->len[i]] = 0;
        emit(b, name);
    }
}

/* Append the OpenCL source of nest "k" of region "r" to "b": wrappers of
 * the math functions it calls (C's parameter types), the user's functions
 * it calls (callees first), then the kernel. */
/* Whether every write to an array below "n" (an assignment to an element,
 * a call that may write through its arguments) sits under a condition on
 * data ("guarded": one above "n" does).  Then a kernel stores only some of
 * its points and its loads dominate (floyd-warshall's may-write): a
 * work-item's points are consecutive (BBMM_COARSEN_RUNS; on an H200 its
 * step 99 µs against 150 µs strided and 206 µs one point per work-item).
 * Else they are strided by the work-group's width, so that each store of
 * a warp stays contiguous (BBMM_COARSEN_STRIDED; a 5-point stencil's
 * sweep 187 µs against 329 µs consecutive and 256 µs one point:
 * bench/probe/cl_coarsen.c). */
static int cg_writes_guarded(const pp_node *n, int guarded)
{
    int i;
    if (!n)
        return 1;
    switch (n->kind) {
    case PP_NODE_FOR:
        return cg_writes_guarded(n->u.loop.body, guarded);
    case PP_NODE_IF:
        guarded |= n->u.cond.stmt >= 0;
        return cg_writes_guarded(n->u.cond.then_node, guarded) && cg_writes_guarded(n->u.cond.else_node, guarded);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (!cg_writes_guarded(n->u.block.v[i], guarded))
                return 0;
        return 1;
    case PP_NODE_ASSIGN:
        return guarded || n->u.assign.lhs->kind != PP_EXPR_ACCESS;
    case PP_NODE_CALL:
        return guarded;
    default:
        return 1;
    }
}

static void cg_kernel(cg *g, pp_str *b, const pp_region *r, int ri, int k)
{
    const pp_nest *n = &r->nests[k];
    const pp_node *body = n->nband ? n->band[n->nband - 1]->u.loop.body : n->root;
    cg_math mm;
    int i;
    mm.n = 0;
    cg_math_node(&mm, body);
    for (i = 0; i < n->nfuncs; i++)
        cg_math_text(&mm, g->m->funcs[n->funcs[i]].cl_text);
    cg_math_emit(b, &mm, pp_math_wrapper);
    cg_math_emit(b, &mm, pp_math_macro);
    for (i = 0; i < n->nfuncs; i++) {
        pp_str_add(b, g->m->funcs[n->funcs[i]].cl_text);
        pp_str_add(b, "\n");
    }
    pp_str_add(b, "kernel void ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "(");
    for (i = 0; i < n->narrays; i++) {
        const pp_array *a = &r->arrays[n->arrays[i].array];
        if (a->ndim > 4) {
            pp_warning(g->diag, a->decl, "array '%s' has %d dimensions; device kernels take at most 4", pp_array_c(a),
                       a->ndim);
            g->failed = 1;
        }
        pp_str_addf(b, "BBMM_ARRAY_PARAM(%s, %s, %d), ", pp_ctype_cl(a->elem_ctype), cg_kname(g, a->name), a->ndim);
    }
    pp_str_add(b, "const bbmm_ktile bbmm_tile");
    for (i = 0; i < r->nparams; i++)
        pp_str_addf(b, ", long bbmm_p_%s", r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        pp_str_addf(b, ", long bbmm_h_%s", n->host[i]->u.loop.iter);
    for (i = 0; i < n->nscalars; i++)
        pp_str_addf(b, ", %s %s", pp_ctype_cl(r->scalars[n->scalars[i]].ctype),
                    cg_kname(g, r->scalars[n->scalars[i]].name));
    /* a band's kernel is coarsened (bbmm/prelude.h): the body runs once per
     * point of the work-item, and leaves a point with BBMM_SKIP */
    if (n->nband > 0)
        pp_str_addf(b, ")\n{\n    BBMM_ITEMS_BEGIN\n    if (!BBMM_IN_TILEC%d(bbmm_tile))\n        BBMM_SKIP;\n", n->nband);
    else
        pp_str_add(b, ")\n{\n    if (!BBMM_IN_TILE1(bbmm_tile))\n        return;\n");
    for (i = 0; i < r->nparams; i++) {
        const char *t = pp_ctype_cl(r->params[i].ctype);
        pp_str_addf(b, "    const %s %s = (%s)bbmm_p_%s;\n", t, cg_kname(g, r->params[i].name), t, r->params[i].name);
    }
    for (i = 0; i < n->nhost; i++) {
        const char *t = pp_ctype_cl(n->host[i]->u.loop.ctype), *it = n->host[i]->u.loop.iter;
        pp_str_addf(b, "    const %s %s = (%s)bbmm_h_%s;\n", t, cg_kname(g, it), t, it);
    }
    for (i = 0; i < n->nband; i++) {
        const char *t = pp_ctype_cl(n->band[i]->u.loop.ctype);
        pp_str_addf(b, "    const %s %s = (%s)BBMM_TILE_IDC_N(bbmm_tile, %d, %d);\n", t,
                    cg_kname(g, n->band[i]->u.loop.iter), t, n->nband, i);
    }
    for (i = 0; i < n->nband; i++) {
        if (!cg_band_guard_needed(n, i))
            continue;
        pp_str_add(b, "    if (");
        cg_band_guard(g, b, r, n->band[i]);
        pp_str_add(b, ")\n        BBMM_SKIP;\n");
    }
    cg_hoist(g, b, r, n);
    for (i = 0; i < r->nlocals; i++)
        if (r->locals[i].outer && cg_nest_uses_local(r, n, i) && cg_first_named_in(r, n, i))
            pp_str_addf(b, "    %s %s;\n", pp_ctype_cl(r->locals[i].ctype), cg_kname(g, r->locals[i].name));
    g->nest = n;
    cg_kstmt(g, b, r, body, 1);
    g->nest = NULL;
    pp_str_add(b, n->nband > 0 ? "    BBMM_ITEMS_END\n}\n" : "}\n");
}

/* Append the fields of the argument struct of nest "n" (params, host
 * iterators as long long; read-only scalars in their type). */
static void cg_args_struct(pp_str *b, const pp_region *r, const pp_nest *n, int ri, int k)
{
    int i;
    pp_str_add(b, "typedef struct ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args {\n    long long bbmm_unused_;\n");
    for (i = 0; i < r->nparams; i++)
        pp_str_addf(b, "    long long %s;\n", r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        pp_str_addf(b, "    long long %s;\n", n->host[i]->u.loop.iter);
    for (i = 0; i < n->nscalars; i++)
        pp_str_addf(b, "    %s %s;\n", r->scalars[n->scalars[i]].type, r->scalars[n->scalars[i]].name);
    pp_str_add(b, "} ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args;\n\n");
}

/* Append to "c" the C expression of "aff" (a subscript) without the term
 * of input dimension "skip": constant, parameters and host iterators (the
 * first "nhost" input dimensions, named by "n"'s host loops).  Returns -1
 * when it involves other input dimensions, integer divisions or
 * non-integer coefficients. */
static int cg_offset_c(pp_str *c, __isl_keep isl_aff *aff, const pp_nest *n, int skip)
{
    int k, nin = (int)isl_aff_dim(aff, isl_dim_in), npar = (int)isl_aff_dim(aff, isl_dim_param);
    isl_val *v;
    int one;
    if (isl_aff_dim(aff, isl_dim_div) > 0)
        return -1;
    v = isl_aff_get_denominator_val(aff);
    one = isl_val_is_one(v) == isl_bool_true;
    isl_val_free(v);
    if (!one)
        return -1;
    v = isl_aff_get_constant_val(aff);
    pp_str_addf(c, "(%ldLL", isl_val_get_num_si(v));
    isl_val_free(v);
    for (k = 0; k < nin + npar; k++) {
        enum isl_dim_type t = k < nin ? isl_dim_in : isl_dim_param;
        int pos = k < nin ? k : k - nin;
        long coef;
        if (k == skip)
            continue;
        v = isl_aff_get_coefficient_val(aff, t, pos);
        coef = isl_val_get_num_si(v);
        isl_val_free(v);
        if (!coef)
            continue;
        if (k < nin && k >= n->nhost)
            return -1;
        pp_str_addf(c, " + %ldLL * %s", coef,
                    k < nin ? n->host[k]->u.loop.iter : isl_aff_get_dim_name(aff, isl_dim_param, pos));
    }
    pp_str_add(c, ")");
    return 0;
}

/* Keep the function of a piece of a pw_multi_aff in "*user" (an
 * isl_multi_aff **). */
static isl_stat cg_first_piece(__isl_take isl_set *dom, __isl_take isl_multi_aff *ma, void *user)
{
    isl_multi_aff **out = user;
    isl_set_free(dom);
    isl_multi_aff_free(*out);
    *out = ma;
    return isl_stat_ok;
}

/* Append, after a flow-out box of slot "slot" computed into bbmm_b, the
 * iterations of the tile that write into it (early flow-out,
 * bbmm_spec_early): for each write of the slot, the tile narrowed in each
 * band dimension that a subscript gives as that iterator plus an offset
 * of parameters and host iterators; a write whose subscripts say nothing
 * about a band dimension keeps the tile's whole extent there (a superset
 * is always correct). */
static void cg_early_calls(pp_str *b, const pp_region *r, const pp_nest *n, int slot)
{
    int i, j, d, o;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            isl_pw_multi_aff *pma;
            isl_multi_aff *ma;
            isl_map *hull;
            if (!a->write || a->array != n->arrays[slot].array)
                continue;
            pp_str_add(b, "        bbmm_e = *bbmm_t;\n");
            /* the subscripts as one affine function on the statement's
             * domain (the affine hull drops its inequalities) */
            hull = isl_map_from_basic_map(isl_map_affine_hull(isl_map_copy(a->rel)));
            if (isl_map_is_single_valued(hull) == isl_bool_true) {
                pma = isl_pw_multi_aff_from_map(hull);
            } else {
                isl_map_free(hull);
                pma = NULL;
            }
            ma = NULL;
            if (pma && isl_pw_multi_aff_n_piece(pma) == 1)
                isl_pw_multi_aff_foreach_piece(pma, cg_first_piece, &ma);
            isl_pw_multi_aff_free(pma);
            if (!ma) {
                pp_str_add(b, "        bbmm_s = bbmm_s == BBMM_OK ? bbmm_spec_early(bbmm_sp, &bbmm_e) : bbmm_s;\n");
                continue;
            }
            for (o = 0; o < (int)isl_multi_aff_dim(ma, isl_dim_out); o++) {
                isl_aff *aff = isl_multi_aff_get_aff(ma, o);
                for (d = 0; d < n->nband; d++) {
                    int in = n->nhost + d;
                    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, in);
                    int one = isl_val_is_one(c) == isl_bool_true;
                    pp_str off = {0};
                    isl_val_free(c);
                    if (one && !cg_offset_c(&off, aff, n, in))
                        pp_str_addf(b, "        bbmm_early_narrow(&bbmm_e, %d, &bbmm_b, %d, %s);\n", d, o,
                                    pp_str_get(&off));
                    pp_str_free(&off);
                }
                isl_aff_free(aff);
            }
            isl_multi_aff_free(ma);
            pp_str_add(b, "        bbmm_s = bbmm_s == BBMM_OK ? bbmm_spec_early(bbmm_sp, &bbmm_e) : bbmm_s;\n");
        }
    }
}

/* Append the calls of the box function for boxes "l" of slot "slot"
 * through "fn" ("access", "flowout", "writeout"); after a flow-out box
 * (not a late one), the iterations of nest "n" (of "r") that write it. */
static void cg_box_calls(pp_str *b, const pp_box_list *l, int slot, const char *fn, const pp_region *r,
                         const pp_nest *n)
{
    int i, d;
    for (i = 0; i < l->n; i++) {
        const pp_box *x = &l->v[i];
        pp_str_addf(b, "    if (bbmm_s == BBMM_OK && (%s)) {\n        bbmm_b = bbmm_bb_empty(%d);\n", x->guard,
                    x->ndim);
        for (d = 0; d < x->ndim; d++)
            pp_str_addf(b, "        bbmm_b.lo[%d] = %s;\n        bbmm_b.hi[%d] = %s;\n", d, x->lo[d], d, x->hi[d]);
        if (!strcmp(fn, "access") && i < PP_KMAX_REFS)
            pp_str_addf(b, "        bbmm_s = bbmm_spec_access_id(bbmm_sp, %d, %d, &bbmm_b, %uu);\n", slot, i,
                        x->flags);
        else if (!strcmp(fn, "access"))
            pp_str_addf(b, "        bbmm_s = bbmm_spec_access(bbmm_sp, %d, &bbmm_b, %uu);\n", slot, x->flags);
        else if (!strcmp(fn, "flowout") && (x->flags & PP_BOX_LATE))
            pp_str_addf(b, "        bbmm_s = bbmm_spec_flowout_late(bbmm_sp, %d, &bbmm_b);\n", slot);
        else
            pp_str_addf(b, "        bbmm_s = bbmm_spec_%s(bbmm_sp, %d, &bbmm_b);\n", fn, slot);
        if (!strcmp(fn, "flowout") && !(x->flags & PP_BOX_LATE))
            cg_early_calls(b, r, n, slot);
        pp_str_add(b, "    }\n");
    }
}

/* Return nonzero when nest "n" has allocation spans. */
static int cg_has_spans(const pp_nest *n)
{
    int i;
    for (i = 0; i < n->narrays; i++)
        if (n->arrays[i].span.n)
            return 1;
    return 0;
}

/* Append the head of function bbmm_rR_nK_"what"(user, tile, spec) of nest
 * "k": the parameters, host iterators and tile bounds as constants. */
static void cg_box_fn_head(pp_str *b, const pp_region *r, int ri, int k, const char *what)
{
    const pp_nest *n = &r->nests[k];
    int i;
    pp_str_add(b, "static bbmm_status ");
    cg_prefix(b, ri, k);
    pp_str_addf(b, "_%s(void *bbmm_user, const bbmm_box *bbmm_t, bbmm_tile_spec *bbmm_sp)\n{\n    const ", what);
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args *bbmm_u = (const ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args *)bbmm_user;\n    bbmm_status bbmm_s = BBMM_OK;\n    bbmm_box bbmm_b, bbmm_e;\n");
    for (i = 0; i < r->nparams; i++)
        pp_str_addf(b, "    const long long %s = bbmm_u->%s;\n", r->params[i].name, r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        pp_str_addf(b, "    const long long %s = bbmm_u->%s;\n", n->host[i]->u.loop.iter, n->host[i]->u.loop.iter);
    for (i = 0; i < n->nband; i++)
        pp_str_addf(b, "    const long long tlo%d = bbmm_t->lo[%d], thi%d = bbmm_t->hi[%d];\n", i, i, i, i);
    pp_str_add(b, "    (void)bbmm_u;\n    (void)bbmm_t;\n    (void)bbmm_b;\n    (void)bbmm_e;\n");
    for (i = 0; i < r->nparams; i++)
        pp_str_addf(b, "    (void)%s;\n", r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        pp_str_addf(b, "    (void)%s;\n", n->host[i]->u.loop.iter);
    for (i = 0; i < n->nband; i++)
        pp_str_addf(b, "    (void)tlo%d;\n    (void)thi%d;\n", i, i);
}

/* Append the tile-box function of nest "k" of region "r" (paper Fig. 6),
 * preceded by its span function when it has spans (evaluated on the
 * tile's cell, see model.h).  isl prints "a && b || c" without inner
 * parentheses: the functions are compiled with -Wparentheses off. */
static void cg_box_fn(pp_str *b, const pp_region *r, int ri, int k)
{
    const pp_nest *n = &r->nests[k];
    int i;
    pp_str_add(b, "#if defined(__GNUC__)\n#pragma GCC diagnostic push\n"
                  "#pragma GCC diagnostic ignored \"-Wparentheses\"\n#endif\n");
    if (cg_has_spans(n)) {
        pp_str_add(b, "/* Allocation spans: what the tile touches over every serial iteration,\n"
                      " * on the tile's cell (bbmm_spec_cell). */\n");
        cg_box_fn_head(b, r, ri, k, "spans");
        for (i = 0; i < n->narrays; i++)
            cg_box_calls(b, &n->arrays[i].span, i, "span", r, n);
        pp_str_add(b, "    return bbmm_s;\n}\n\n");
    }
    pp_str_add(b, "/* The boxes of one tile (bbmm_t) in the current serial iteration. */\n");
    cg_box_fn_head(b, r, ri, k, "boxes");
    for (i = 0; i < n->narrays; i++) {
        cg_box_calls(b, &n->arrays[i].init, i, "access", r, n);
        cg_box_calls(b, &n->arrays[i].flowout, i, "flowout", r, n);
        cg_box_calls(b, &n->arrays[i].writeout, i, "writeout", r, n);
    }
    if (cg_has_spans(n)) {
        pp_str_add(b, "    if (bbmm_s == BBMM_OK)\n        bbmm_s = ");
        cg_prefix(b, ri, k);
        pp_str_add(b, "_spans(bbmm_user, bbmm_spec_cell(bbmm_sp), bbmm_sp);\n");
    }
    pp_str_add(b, "    return bbmm_s;\n}\n#if defined(__GNUC__)\n#pragma GCC diagnostic pop\n#endif\n\n");
}

/* Append, before the string of kernel source "src", what it needs from
 * the compiler that builds the generated file; return nonzero when it
 * needs BBMM_SIGNBITF: the value C's signbit() gives for a negative float
 * (the classification helpers, types.c).  gcc tests the sign bit in
 * place, an int with only that bit set (unless it folds the call); clang
 * gives 1. */
static int cg_kernel_string_head(pp_str *b, const char *src)
{
    if (!strstr(src, "BBMM_SIGNBITF"))
        return 0;
    pp_str_add(b, "#ifndef BBMM_PP_SIGNBITF\n#if defined(__GNUC__) && !defined(__clang__)\n"
                  "#define BBMM_PP_SIGNBITF \"(-2147483647 - 1)\"\n#else\n#define BBMM_PP_SIGNBITF \"1\"\n"
                  "#endif\n#endif\n");
    return 1;
}

/* Append, as a C string named bbmm_rR_nK_src, the kernel of nest "k". */
static void cg_kernel_string(cg *g, pp_str *b, const pp_region *r, int ri, int k)
{
    pp_str src = {0};
    const char *p, *nl;
    int signbitf;
    cg_kernel(g, &src, r, ri, k);
    signbitf = cg_kernel_string_head(b, pp_str_get(&src));
    pp_str_add(b, "static const char ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_src[] =\n");
    if (signbitf)
        pp_str_add(b, "    \"#define BBMM_SIGNBITF \" BBMM_PP_SIGNBITF \"\\n\"\n");
    for (p = pp_str_get(&src); *p; p = nl + 1) {
        char *line;
        nl = strchr(p, '\n');
        if (!nl)
            nl = p + strlen(p) - 1;
        line = (char *)malloc((size_t)(nl - p) + 2);
        if (!line) {
            b->oom = 1;
            break;
        }
        memcpy(line, p, (size_t)(nl - p) + 1);
        line[nl - p + 1] = '\0';
        pp_str_add(b, "    \"");
        cg_escaped(b, line);
        pp_str_add(b, "\"\n");
        free(line);
    }
    pp_str_add(b, "    ;\n\n");
    pp_str_free(&src);
}

/* ---- the host side of a region -------------------------------------- */

/* Append, at "level", the tile loop of nest "n" described in bbmm_n (the
 * paper's Fig. 9: per tile, its boxes, placement, launch and coherency; see
 * include/bbmm/tile.h). */
static void cg_tile_loop(pp_str *b, const pp_nest *n, int level)
{
    static const char *const body[] = {"bbmm_tile_boxes", "bbmm_tile_place", "bbmm_tile_launch",
                                       "bbmm_tile_flowout", "bbmm_tile_writeout", "bbmm_tile_release"};
    size_t i;
    cg_indent(b, level);
    pp_str_add(b, "bbmm_tiles_begin(bbmm_ctx, &bbmm_n, &bbmm_tl);\n");
    cg_indent(b, level);
    pp_str_add(b, "while ((bbmm_t = bbmm_tiles_next(&bbmm_tl)) != NULL) {\n");
    for (i = 0; i < sizeof(body) / sizeof(body[0]); i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "%s(&bbmm_tl, bbmm_t);\n", body[i]);
    }
    cg_indent(b, level);
    pp_str_add(b, "}\n");
    cg_indent(b, level);
    pp_str_addf(b, "bbmm_pp_check(bbmm_ctx, bbmm_tiles_end(&bbmm_tl), \"nest %s\");\n", n->name);
}

/* Append the run of nest "k": fill its argument struct from the current
 * values, describe it and run its tile loop. */
static void cg_nest_run(cg *g, pp_str *b, const pp_region *r, int ri, int k, int level)
{
    const pp_nest *n = &r->nests[k];
    int i;
    cg_indent(b, level);
    pp_str_add(b, "if (");
    pp_str_add(b, n->space_guard ? n->space_guard : "1");
    pp_str_add(b, ") {\n");
    cg_indent(b, level + 1);
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args bbmm_u;\n");
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_array bbmm_slot[%d];\n", n->narrays > 0 ? n->narrays : 1);
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_kernel_arg bbmm_karg[%d];\n", r->nparams + n->nhost + n->nscalars + 1);
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_nest bbmm_n;\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_tiles bbmm_tl;\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_tile *bbmm_t;\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "memset(&bbmm_u, 0, sizeof(bbmm_u));\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "memset(&bbmm_n, 0, sizeof(bbmm_n));\n");
    for (i = 0; i < r->nparams; i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_u.%s = (long long)(%s);\n", r->params[i].name, r->params[i].name);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_karg[%d].size = 8;\n", i);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_karg[%d].value = &bbmm_u.%s;\n", i, r->params[i].name);
    }
    for (i = 0; i < n->nhost; i++) {
        const char *it = n->host[i]->u.loop.iter;
        int a = r->nparams + i;
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_u.%s = (long long)(%s);\n", it, it);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_karg[%d].size = 8;\n", a);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_karg[%d].value = &bbmm_u.%s;\n", a, it);
    }
    for (i = 0; i < n->nscalars; i++) {
        const char *s = r->scalars[n->scalars[i]].name;
        int a = r->nparams + n->nhost + i;
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_u.%s = %s;\n", s, s);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_karg[%d].size = sizeof(bbmm_u.%s);\n", a, s);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_karg[%d].value = &bbmm_u.%s;\n", a, s);
    }
    for (i = 0; i < n->narrays; i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_slot[%d] = bbmm_a[%d];\n", i, n->arrays[i].array);
    }
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_n.name = \"%s\";\n", n->name);
    { /* for messages (several ranks that disagree): the file and line of the nest */
        const char *file = n->root && n->root->loc.file ? n->root->loc.file : g->path;
        const char *base = file ? strrchr(file, '/') : NULL;
        int line = n->root && n->root->loc.line > 0 ? n->root->loc.line : r->pragma.line;
        cg_indent(b, level + 1);
        pp_str_add(b, "bbmm_n.where = \"");
        cg_escaped(b, base ? base + 1 : file ? file : "?");
        pp_str_addf(b, ":%d\";\n", line);
    }
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.source = ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_src;\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.kernel = \"");
    cg_prefix(b, ri, k);
    pp_str_add(b, "\";\n");
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_n.narrays = %d;\n", n->narrays);
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.arrays = bbmm_slot;\n");
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_n.space = bbmm_bb_empty(%d);\n", n->nband > 0 ? n->nband : 1);
    for (i = 0; i < n->nband; i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_n.space.lo[%d] = %s;\n", i, n->space_lo[i]);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_n.space.hi[%d] = %s;\n", i, n->space_hi[i]);
        if (n->tile[i]) {
            cg_indent(b, level + 1);
            pp_str_addf(b, "bbmm_n.tile[%d] = %s;\n", i, n->tile[i]);
        }
        if (n->workgroup[i]) {
            cg_indent(b, level + 1);
            pp_str_addf(b, "bbmm_n.workgroup[%d] = %lld;\n", i, n->workgroup[i]);
        }
    }
    if (n->nband) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_n.cover = bbmm_bb_empty(%d);\n", n->nband);
    }
    for (i = 0; i < n->nband; i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_n.cover.lo[%d] = %s;\n", i, n->cover_lo[i]);
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_n.cover.hi[%d] = %s;\n", i, n->cover_hi[i]);
    }
    if (n->nband) { /* the kernel is coarsened (cg_kernel) */
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_n.coarsen = %s;\n",
                    cg_writes_guarded(n->band[n->nband - 1]->u.loop.body, 0) ? "BBMM_COARSEN_RUNS"
                                                                            : "BBMM_COARSEN_STRIDED");
    }
    if (n->nhost) { /* in serial loops: it runs again and again */
        cg_indent(b, level + 1);
        pp_str_add(b, "bbmm_n.recurs = 1;\n");
    }
    if (!n->nband) {
        cg_indent(b, level + 1);
        pp_str_add(b, "bbmm_n.space.lo[0] = 0;\n");
        cg_indent(b, level + 1);
        pp_str_add(b, "bbmm_n.space.hi[0] = 0;\n");
    }
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.boxes = ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_boxes;\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.user = &bbmm_u;\n");
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_n.nscalars = %d;\n", r->nparams + n->nhost + n->nscalars);
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.scalars = bbmm_karg;\n");
    cg_tile_loop(b, n, level + 1);
    cg_indent(b, level);
    pp_str_add(b, "}\n");
}

/* Append the host code of node "n": host loops and ifs as C, nests as
 * tile loops. */
static void cg_host(cg *g, pp_str *b, const pp_region *r, int ri, const pp_node *n, int level)
{
    int i;
    if (n->nest >= 0) {
        cg_nest_run(g, b, r, ri, n->nest, level);
        return;
    }
    switch (n->kind) {
    case PP_NODE_FOR:
        cg_indent(b, level);
        cg_for_head(g, b, r, n, 0);
        pp_str_add(b, " {\n");
        cg_host(g, b, r, ri, n->u.loop.body, level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}\n");
        break;
    case PP_NODE_IF:
        cg_indent(b, level);
        pp_str_add(b, "if (");
        cg_expr(g, b, r, n->u.cond.cond, 0);
        pp_str_add(b, ") {\n");
        cg_host(g, b, r, ri, n->u.cond.then_node, level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}\n");
        if (n->u.cond.else_node) {
            cg_indent(b, level);
            pp_str_add(b, "else {\n");
            cg_host(g, b, r, ri, n->u.cond.else_node, level + 1);
            cg_indent(b, level);
            pp_str_add(b, "}\n");
        }
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            cg_host(g, b, r, ri, n->u.block.v[i], level);
        break;
    case PP_NODE_ASSIGN:
        if (n->u.assign.stmt < 0) {
            /* A host-evaluated scalar (model.h, pp_scalar). */
            cg_indent(b, level);
            cg_expr(g, b, r, n->u.assign.lhs, 0);
            pp_str_addf(b, " %s ", n->u.assign.op);
            cg_expr(g, b, r, n->u.assign.rhs, 0);
            pp_str_add(b, ";\n");
            break;
        }
        /* fall through */
    default:
        pp_warning(g->diag, n->loc, "statement outside every parallel nest: region left as sequential code");
        g->failed = 1;
        break;
    }
}

/* Return nonzero when "n" holds a loop whose iterator the user declared
 * outside the region. */
static int cg_has_outer_iter(const pp_node *n)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return !n->u.loop.declared || cg_has_outer_iter(n->u.loop.body);
    case PP_NODE_IF:
        return n->u.cond.stmt < 0 &&
               (cg_has_outer_iter(n->u.cond.then_node) || cg_has_outer_iter(n->u.cond.else_node));
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (cg_has_outer_iter(n->u.block.v[i]))
                return 1;
        return 0;
    default:
        return 0;
    }
}

static void cg_iter_values(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int level);

/* Append the values C leaves in the iterators of loop "n" and the loops
 * inside it (at indentation "level"): the loop's own header runs its
 * iterations without the body (so its end is C's), the loops inside run as
 * in its last iteration, then the iterator takes its value past the end. */
static void cg_iter_loop(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int level)
{
    const char *it = n->u.loop.iter;
    cg_indent(b, level);
    pp_str_add(b, "{\n");
    cg_indent(b, level + 1);
    if (n->u.loop.declared)
        pp_str_addf(b, "%s ", pp_ctype_c(n->u.loop.ctype));
    pp_str_addf(b, "%s = ", it);
    cg_expr(g, b, r, n->u.loop.init, 0);
    pp_str_add(b, ";\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "if (");
    cg_expr(g, b, r, n->u.loop.cond, 0);
    pp_str_add(b, ") {\n");
    cg_indent(b, level + 2);
    pp_str_addf(b, "do\n%*s%s += %lld;\n", 4 * (level + 3), "", it, n->u.loop.step);
    cg_indent(b, level + 2);
    pp_str_add(b, "while (");
    cg_expr(g, b, r, n->u.loop.cond, 0);
    pp_str_add(b, ");\n");
    if (cg_has_outer_iter(n->u.loop.body)) {
        cg_indent(b, level + 2);
        pp_str_addf(b, "%s -= %lld;\n", it, n->u.loop.step);
        cg_iter_values(g, b, r, n->u.loop.body, level + 2);
        cg_indent(b, level + 2);
        pp_str_addf(b, "%s += %lld;\n", it, n->u.loop.step);
    }
    cg_indent(b, level + 1);
    pp_str_add(b, "}\n");
    cg_indent(b, level);
    pp_str_add(b, "}\n");
}

/* Append, for the loops of "n" whose iterators the user declared outside
 * the region (at indentation "level"), the code that gives those
 * iterators the values C's loops leave in them: kernels run the
 * iterations, not the user's variables. */
static void cg_iter_values(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int level)
{
    int i;
    if (!cg_has_outer_iter(n))
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        cg_iter_loop(g, b, r, n, level);
        break;
    case PP_NODE_IF:
        cg_indent(b, level);
        pp_str_add(b, "if (");
        cg_expr(g, b, r, n->u.cond.cond, 0);
        pp_str_add(b, ") {\n");
        cg_iter_values(g, b, r, n->u.cond.then_node, level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}");
        if (cg_has_outer_iter(n->u.cond.else_node)) {
            pp_str_add(b, " else {\n");
            cg_iter_values(g, b, r, n->u.cond.else_node, level + 1);
            cg_indent(b, level);
            pp_str_add(b, "}");
        }
        pp_str_add(b, "\n");
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            cg_iter_values(g, b, r, n->u.block.v[i], level);
        break;
    default:
        break;
    }
}

/* Append "(void)&f;" for every user function the expressions "e" call: its
 * calls now run in kernels, and a static function the host no longer
 * calls must not make -Wunused-function fail the build. */
static void cg_mark_expr_funcs(cg *g, pp_str *b, const pp_expr *e)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_CALL && e->index >= 0)
        pp_str_addf(b, "    (void)&%s;\n", g->m->funcs[e->index].name);
    for (i = 0; i < e->nargs; i++)
        cg_mark_expr_funcs(g, b, e->args[i]);
}

/* Append "(void)&f;" for the user functions the statements of "r" call. */
static void cg_mark_funcs(cg *g, pp_str *b, const pp_region *r)
{
    int i;
    for (i = 0; i < r->nstmts; i++) {
        const pp_node *n = r->stmts[i].node;
        if (n->kind == PP_NODE_ASSIGN)
            cg_mark_expr_funcs(g, b, n->u.assign.rhs);
        else if (n->kind == PP_NODE_DECL)
            cg_mark_expr_funcs(g, b, n->u.decl.init);
        else if (n->kind == PP_NODE_IF)
            cg_mark_expr_funcs(g, b, n->u.cond.cond);
        else if (n->kind == PP_NODE_CALL)
            cg_mark_expr_funcs(g, b, n->u.call.expr);
    }
}

/* Append the allocation of expansion "a" (expand.c): its extents in
 * bbmm_xe_<name>, its elements at <name>. */
static void cg_expansion_alloc(pp_str *b, const pp_array *a)
{
    int d;
    pp_str_addf(b, "    int64_t bbmm_xe_%s[%d];\n", a->name, a->ndim);
    for (d = 0; d < a->ndim; d++)
        pp_str_addf(b, "    bbmm_xe_%s[%d] = (int64_t)(%s);\n", a->name, d, a->extent[d]);
    pp_str_addf(b, "    %s *%s = (%s *)bbmm_pp_xalloc(bbmm_xe_%s, %d, sizeof(%s), &bbmm_room);\n", a->elem_type,
                a->name, a->elem_type, a->name, a->ndim, a->elem_type);
}

static void cg_sequential(pp_str *b, const char *text, long from, long to);

/* Append, for region "r" run on the host as written while a data scope
 * may keep its arrays, the calls that bring them to the host first
 * ("to_host") or make the devices drop their copies after: the host's
 * values win. */
static void cg_host_sync(pp_str *b, const pp_region *r, int to_host)
{
    int i;
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of)
            continue;
        pp_str_addf(b, " bbmm_pp_check(bbmm_pp_context_later(), bbmm_update_%s(bbmm_pp_context_later(), (const void *)(%s%s)), "
                       "\"region %s on the host\");",
                    to_host ? "host" : "device", a->scalar ? "&" : "", pp_array_c(a), r->name);
    }
}

/* Nonzero when region "r" has expanded arrays (expand.c). */
static int cg_expands(const pp_region *r)
{
    int i;
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            return 1;
    return 0;
}

/* Nonzero when region "r" uses a struct member as an array or reads an
 * array element where it starts (pp_param.element). */
static int cg_has_members(const pp_region *r)
{
    int i;
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].c_expr)
            return 1;
    for (i = 0; i < r->nparams; i++)
        if (r->params[i].element)
            return 1;
    return 0;
}

/* Append "bbmm_alias", nonzero when a struct member that region "r" uses
 * as an array overlaps another of its arrays in memory ("p->v" and "q->v"
 * with p == q), or an element it reads where it starts (its parameters
 * "grid_points[0]") overlaps an array it writes: the analysis took them as
 * distinct, so the region then runs on the host as written. */
static void cg_member_alias(pp_str *b, const pp_region *r)
{
    int i, d, k = 0, n = r->narrays + r->nparams;
    pp_str_addf(b, "    const char *bbmm_lo[%d];\n    uint64_t bbmm_sz[%d];\n    unsigned char bbmm_mem[%d];\n", n,
                n, n);
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of)
            continue;
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "    bbmm_ext[%d] = bbmm_pp_extent((int64_t)(%s));\n", d, a->extent[d]);
        pp_str_addf(b, "    bbmm_lo[%d] = (const char *)(const void *)%s(%s);\n", k, a->scalar ? "&" : "",
                    pp_array_c(a));
        pp_str_addf(b, "    bbmm_sz[%d] = bbmm_pp_xbytes(bbmm_ext, %d, sizeof(%s));\n", k, a->ndim, a->elem_type);
        pp_str_addf(b, "    bbmm_mem[%d] = %d;\n", k++, (a->c_expr != NULL) | (a->written ? 4 : 0));
    }
    for (i = 0; i < r->nparams; i++) {
        const pp_param *x = &r->params[i];
        if (!x->element)
            continue;
        pp_str_addf(b, "    bbmm_lo[%d] = (const char *)(const void *)&(%s);\n", k, x->c_expr);
        pp_str_addf(b, "    bbmm_sz[%d] = sizeof(%s);\n", k, x->c_expr);
        pp_str_addf(b, "    bbmm_mem[%d] = 2;\n", k++);
    }
    pp_str_addf(b, "    int bbmm_alias = bbmm_pp_alias(bbmm_lo, bbmm_sz, bbmm_mem, %d);\n", k);
}

/* Append the room of the expansions of region "r" (as much memory as its
 * other arrays take, plus 16 MiB) and their allocation. */
static void cg_expansion_room(pp_str *b, const pp_region *r)
{
    int i, d;
    pp_str_add(b, "    uint64_t bbmm_room = (uint64_t)16 << 20;\n");
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of)
            continue;
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "    bbmm_ext[%d] = bbmm_pp_extent((int64_t)(%s));\n", d, a->extent[d]);
        pp_str_addf(b, "    bbmm_pp_xroom(&bbmm_room, bbmm_ext, %d, sizeof(%s));\n", a->ndim, a->elem_type);
    }
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            cg_expansion_alloc(b, &r->arrays[i]);
}

/* Append the message region "r" prints (once per thread) when it runs on
 * the host as written: its struct members overlap other arrays
 * ("bbmm_alias"), or its expanded copies do not fit. */
static void cg_fallback_told(pp_str *b, const pp_region *r)
{
    static const char alias[] = "a struct member it uses as an array overlaps another of its arrays in memory, or an "
                                "element it reads where it starts overlaps an array it writes",
                      room[] = "the expanded copies of its temporary arrays would take more memory than its other "
                               "arrays";
    int mem = cg_has_members(r), ex = cg_expands(r);
    pp_str_add(b, "        if (!bbmm_told) {\n            bbmm_told = 1;\n            fprintf(stderr, ");
    if (mem && ex)
        pp_str_add(b, "bbmm_alias ? ");
    if (mem)
        pp_str_addf(b, "\"bbmm: region %s: %s: it runs on the host as written\\n\"", r->name, alias);
    if (mem && ex)
        pp_str_add(b, " : ");
    if (ex)
        pp_str_addf(b, "\"bbmm: region %s: %s: it runs on the host as written\\n\"", r->name, room);
    pp_str_add(b, ");\n        }\n");
}

/* Append the start of a region that may run on the host as written: when
 * a struct member it uses as an array overlaps another of its arrays
 * (cg_member_alias), or when the expanded copies of its temporary arrays
 * do not fit (cg_expansion_room); "else" then opens the device version. */
static void cg_fallback_begin(cg *g, pp_str *b, const pp_region *r)
{
    int i, first = !cg_has_members(r);
    if (!first)
        cg_member_alias(b, r);
    if (cg_expands(r))
        cg_expansion_room(b, r);
    pp_str_add(b, first ? "    if (" : "    if (bbmm_alias");
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of) {
            pp_str_addf(b, "%s!%s", first ? "" : " || ", r->arrays[i].name);
            first = 0;
        }
    pp_str_add(b, ") {\n        static __thread int bbmm_told; /* once per thread: regions may run in several */\n");
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            pp_str_addf(b, "        free(%s);\n", r->arrays[i].name);
    cg_fallback_told(b, r);
    if (g->scoped)
        cg_host_sync(b, r, 1);
    pp_str_add(b, "\n");
    cg_line(b, r->pragma.line, g->path);
    cg_sequential(b, g->text, r->begin_offset, r->end_offset);
    if (g->scoped)
        cg_host_sync(b, r, 0);
    pp_str_add(b, "\n    } else {\n");
}

/* Append the copy of the final values of the array that "a" expands
 * (from the iteration whose writes are final) and the free of "a". */
static void cg_expansion_final(pp_str *b, const pp_region *r, const pp_array *a)
{
    const pp_array *o = &r->arrays[a->expansion_of - 1];
    int d, k, ne = a->nexp;
    pp_str_addf(b, "    if (%s) { /* %s after the region: the values of its last writes, in %s */\n", a->last_guard,
                pp_array_c(o), a->name);
    pp_str_addf(b, "        int64_t bbmm_w[%d], bbmm_o, bbmm_x;\n", o->ndim);
    for (d = 0; d < o->ndim; d++)
        pp_str_addf(b, "        for (bbmm_w[%d] = (int64_t)(%s); bbmm_w[%d] <= (int64_t)(%s); bbmm_w[%d]++)\n", d,
                    a->wlo[d], d, a->whi[d], d);
    pp_str_add(b, "        {\n            bbmm_x = 0;\n");
    for (k = 0; k < ne; k++)
        pp_str_addf(b, "            bbmm_x = bbmm_x * bbmm_xe_%s[%d] + (int64_t)(%s);\n", a->name, k, a->last[k]);
    pp_str_add(b, "            bbmm_o = 0;\n");
    for (d = 0; d < o->ndim; d++) {
        pp_str_addf(b, "            bbmm_x = bbmm_x * bbmm_xe_%s[%d] + bbmm_w[%d];\n", a->name, ne + d, d);
        pp_str_addf(b, "            bbmm_o = bbmm_o * bbmm_xe_%s[%d] + bbmm_w[%d];\n", a->name, ne + d, d);
    }
    pp_str_addf(b, "            ((%s *)(void *)(%s))[bbmm_o] = %s[bbmm_x];\n        }\n    }\n", o->elem_type,
                pp_array_c(o), a->name);
    pp_str_addf(b, "    free(%s);\n", a->name);
}

/* Append the declaration of expansion "a" (array "ai") as a scratch array:
 * no read of it gets a value from before the region (expand.c), and after
 * it the host reads only the elements of the iteration whose writes are
 * final (cg_expansion_final), so the runtime neither reads it in nor
 * writes back the rest. */
static void cg_expansion_scratch(pp_str *b, const pp_array *a, int ai)
{
    int d, k, ne = a->nexp;
    pp_str_addf(b, "    { /* %s: an expanded temporary, only its last writes read after the region */\n", a->name);
    pp_str_addf(b, "        bbmm_box bbmm_k = bbmm_bb_empty(%d);\n", a->ndim);
    if (a->last_guard) {
        pp_str_addf(b, "        if (%s) {\n", a->last_guard);
        for (k = 0; k < ne; k++)
            pp_str_addf(b, "            bbmm_k.lo[%d] = bbmm_k.hi[%d] = (int64_t)(%s);\n", k, k, a->last[k]);
        for (d = 0; d + ne < a->ndim; d++)
            pp_str_addf(b, "            bbmm_k.lo[%d] = (int64_t)(%s);\n            bbmm_k.hi[%d] = (int64_t)(%s);\n",
                        ne + d, a->wlo[d], ne + d, a->whi[d]);
        pp_str_add(b, "        }\n");
    }
    pp_str_addf(b,
                "        bbmm_pp_check(bbmm_ctx, bbmm_array_scratch(bbmm_ctx, bbmm_a[%d], &bbmm_k), \"array %s\");\n"
                "    }\n",
                ai, a->name);
}

/* Append the declarations of the struct members region "r" reads (its
 * synthetic parameters and read-only scalars with a C expression): each
 * read once, where the region starts, into a constant of its type. */
static void cg_members(pp_str *b, const pp_region *r)
{
    int i;
    for (i = 0; i < r->nparams; i++)
        if (r->params[i].synthetic)
            pp_str_addf(b, "    const %s %s = (%s);\n", r->params[i].c_type, r->params[i].name, r->params[i].c_expr);
    for (i = 0; i < r->nscalars; i++)
        if (r->scalars[i].c_expr)
            pp_str_addf(b, "    const %s %s = (%s);\n", r->scalars[i].type, r->scalars[i].name, r->scalars[i].c_expr);
}

/* Append the code replacing region "ri": register the arrays, run the host
 * loops and nests, write back and unregister. */
static void cg_region(cg *g, pp_str *b, const pp_region *r, int ri)
{
    int i, d;
    pp_str_addf(b, "{ /* bbmm region %s: generated by bbmm-pp */\n", r->name);
    pp_str_addf(b, "    bbmm_array bbmm_a[%d];\n    int64_t bbmm_ext[%d];\n", r->narrays > 0 ? r->narrays : 1,
                8);
    cg_members(b, r);
    if (cg_expands(r) || cg_has_members(r))
        cg_fallback_begin(g, b, r);
    /* the statement instances it runs: the devices that work pays for start
     * (BBMM_START) */
    pp_str_addf(b, "    bbmm_context *bbmm_ctx = bbmm_pp_context_for(%s);\n", r->work ? r->work : "BBMM_WORK_UNKNOWN");
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "    bbmm_ext[%d] = bbmm_pp_extent((int64_t)(%s));\n", d, a->extent[d]);
        pp_str_addf(b,
                    "    bbmm_pp_check(bbmm_ctx, bbmm_array_register(bbmm_ctx, (void *)%s(%s), sizeof(%s), %d, "
                    "bbmm_ext, \"%s\", &bbmm_a[%d]), \"array %s\");\n",
                    a->scalar ? "&" : "", pp_array_c(a), a->elem_type, a->ndim, pp_array_c(a), i, pp_array_c(a));
    }
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            cg_expansion_scratch(b, &r->arrays[i], i);
    pp_str_add(b, "    bbmm_pp_check(bbmm_ctx, bbmm_arrays_check_disjoint(bbmm_ctx), \"arrays\");\n");
    for (i = 0; i < r->nlocals; i++)
        if (r->locals[i].outer && (!r->locals[i].promoted || r->locals[i].expanded) && cg_first_named(r, i))
            pp_str_addf(b, "    (void)&%s; /* private to the devices' work-items, dead after the region */\n",
                        r->locals[i].name);
    cg_mark_funcs(g, b, r);
    cg_host(g, b, r, ri, r->root, 1);
    if (cg_has_outer_iter(r->source)) {
        pp_str_add(b, "    /* the values the region's loops leave in their iterators, as in C */\n");
        cg_iter_values(g, b, r, r->source, 1);
    }
    for (i = 0; i < r->narrays; i++)
        pp_str_addf(b, "    bbmm_pp_check(bbmm_ctx, bbmm_array_unregister(bbmm_ctx, bbmm_a[%d]), \"array %s\");\n",
                    i, pp_array_c(&r->arrays[i]));
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of && r->arrays[i].last_guard)
            cg_expansion_final(b, r, &r->arrays[i]);
        else if (r->arrays[i].expansion_of)
            pp_str_addf(b, "    free(%s);\n", r->arrays[i].name);
    pp_str_add(b, cg_expands(r) || cg_has_members(r) ? "    }\n}\n" : "}\n");
}

/* ---- the file ------------------------------------------------------- */

static const char cg_prologue[] =
    "/* Generated by bbmm-pp: host code calling the BBMM runtime (bbmm.h) and\n"
    " * OpenCL kernels.  Edit the original file, not this one. */\n"
    "#include <stdio.h>\n"
    "#include <stdlib.h>\n"
    "#include <string.h>\n"
    "#include <bbmm.h>\n"
    "\n"
    "/* Report a failed runtime call and stop the program: generated regions\n"
    " * have no way to return an error to the code around them.  Other threads\n"
    " * may be inside the runtime: bbmm_exit_prepare() lets them start nothing\n"
    " * more and waits for them to leave, so that exit() destroys nothing in\n"
    " * use; if one stays inside, _Exit() ends without running destructors. */\n"
    "static void bbmm_pp_check(bbmm_context *ctx, bbmm_status st, const char *what)\n"
    "{\n"
    "    char msg[4096];\n"
    "    if (st == BBMM_OK)\n"
    "        return;\n"
    "    fprintf(stderr, \"bbmm: %s: %s: %s\\n\", what, bbmm_status_text(st),\n"
    "            ctx ? bbmm_error_message(ctx, msg, sizeof(msg)) : \"\");\n"
    "    bbmm_rank_abort(ctx, EXIT_FAILURE); /* under several MPI ranks: end them all */\n"
    "    if (bbmm_exit_prepare(30000) != BBMM_OK) {\n"
    "        fflush(NULL);\n"
    "        _Exit(EXIT_FAILURE);\n"
    "    }\n"
    "    exit(EXIT_FAILURE);\n"
    "}\n"
    "\n"
    "/* The extent of an array dimension whose size the program computes: a\n"
    " * negative size leaves no element (the loops over it run zero times). */\n"
    "static inline int64_t bbmm_pp_extent(int64_t n)\n"
    "{\n"
    "    return n < 0 ? 0 : n;\n"
    "}\n"
    "\n"
    "/* Arrays bbmm-pp expanded (one copy per iteration of the loops a\n"
    " * temporary array serialised): bytes of \"n\" extents \"ext\" of\n"
    " * \"size\"-byte elements (UINT64_MAX when that overflows). */\n"
    "static inline uint64_t bbmm_pp_xbytes(const int64_t *ext, int n, size_t size)\n"
    "{\n"
    "    uint64_t bytes = size;\n"
    "    int i;\n"
    "    for (i = 0; i < n; i++) {\n"
    "        if (ext[i] < 0 || (ext[i] && bytes > UINT64_MAX / (uint64_t)ext[i]))\n"
    "            return UINT64_MAX;\n"
    "        bytes *= (uint64_t)ext[i];\n"
    "    }\n"
    "    return bytes;\n"
    "}\n"
    "\n"
    "/* Add the bytes of an array of the region to \"*room\" (saturating). */\n"
    "static inline void bbmm_pp_xroom(uint64_t *room, const int64_t *ext, int n, size_t size)\n"
    "{\n"
    "    uint64_t b = bbmm_pp_xbytes(ext, n, size);\n"
    "    *room = b > UINT64_MAX - *room ? UINT64_MAX : *room + b;\n"
    "}\n"
    "\n"
    "/* Allocate the copies, taking their bytes from \"*room\"; NULL when they\n"
    " * do not fit there or in memory (the region then runs as written). */\n"
    "static inline void *bbmm_pp_xalloc(const int64_t *ext, int n, size_t size, uint64_t *room)\n"
    "{\n"
    "    uint64_t bytes = bbmm_pp_xbytes(ext, n, size);\n"
    "    void *p;\n"
    "    if (bytes > *room || bytes > (uint64_t)SIZE_MAX)\n"
    "        return NULL;\n"
    "    p = malloc(bytes ? (size_t)bytes : 1);\n"
    "    if (p)\n"
    "        *room -= bytes;\n"
    "    return p;\n"
    "}\n"
    "\n"
    "/* Nonzero when two of the \"n\" byte ranges [lo[k], lo[k] + size[k]) of a\n"
    " * region's arrays overlap, one of them a struct member's (member[k] bit 1),\n"
    " * or an element read where the region starts (bit 2) overlaps an array\n"
    " * the region writes (bit 4): the region then runs on the host as written. */\n"
    "static inline int bbmm_pp_alias(const char *const *lo, const uint64_t *size, const unsigned char *member, int n)\n"
    "{\n"
    "    int i, k;\n"
    "    for (i = 0; i < n; i++)\n"
    "        for (k = i + 1; k < n; k++) {\n"
    "            uintptr_t a = (uintptr_t)lo[i], c = (uintptr_t)lo[k];\n"
    "            int m = ((member[i] | member[k]) & 1) || ((member[i] & 2) && (member[k] & 4)) ||\n"
    "                    ((member[k] & 2) && (member[i] & 4));\n"
    "            if (m && size[i] && size[k] && (a >= c ? a - c < size[k] : c - a < size[i]))\n"
    "                return 1;\n"
    "        }\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "/* The process's default context (shared by every generated file and by\n"
    " * host code that calls bbmm_default_context()), made on first use and\n"
    " * destroyed at exit, which writes BBMM_STATS.  \"work\": the statement\n"
    " * instances the caller is about to run (-1: unknown), which decide how\n"
    " * many devices start (BBMM_START). */\n"
    "static inline bbmm_context *bbmm_pp_context_for(double work)\n"
    "{\n"
    "    char err[4096];\n"
    "    bbmm_context *ctx = NULL;\n"
    "    bbmm_status st = bbmm_default_context_for(work, &ctx, err, sizeof(err));\n"
    "    if (st != BBMM_OK) {\n"
    "        fprintf(stderr, \"bbmm: %s: %s\\n\", bbmm_status_text(st), err);\n"
    "        if (bbmm_exit_prepare(30000) != BBMM_OK) {\n"
    "            fflush(NULL);\n"
    "            _Exit(EXIT_FAILURE);\n"
    "        }\n"
    "        exit(EXIT_FAILURE);\n"
    "    }\n"
    "    return ctx;\n"
    "}\n"
    "static inline bbmm_context *bbmm_pp_context(void)\n"
    "{\n"
    "    return bbmm_pp_context_for(BBMM_WORK_UNKNOWN);\n"
    "}\n"
    "/* For data scopes and their updates, ahead of the regions whose work\n"
    " * they hold: a context made here starts its devices at the first\n"
    " * region. */\n"
    "static inline bbmm_context *bbmm_pp_context_later(void)\n"
    "{\n"
    "    return bbmm_pp_context_for(BBMM_WORK_LATER);\n"
    "}\n"
    "/* Before exit, quick_exit, _Exit, or a return of main inside a data\n"
    " * scope: end every data scope of this thread, so that the arrays they\n"
    " * keep are written back before exit handlers (or anyone sharing the\n"
    " * memory) look at them.  No context: no scope.  \"check\": a failure stops\n"
    " * the program as every runtime failure does; else it is reported only. */\n"
    "static inline void bbmm_pp_leave(int check)\n"
    "{\n"
    "    char msg[4096];\n"
    "    bbmm_context *ctx = bbmm_default_context_made();\n"
    "    bbmm_status st = ctx ? bbmm_data_leave(ctx) : BBMM_OK;\n"
    "    if (check)\n"
    "        bbmm_pp_check(ctx, st, \"writing the data scopes' arrays back before the program ends\");\n"
    "    else if (st != BBMM_OK)\n"
    "        fprintf(stderr, \"bbmm: writing the data scopes' arrays back before the program ends: %s: %s\\n\",\n"
    "                bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));\n"
    "}\n"
    "\n";

/* Return the line number of byte "off" of "text". */
static int cg_line_of(const char *text, long off)
{
    int line = 1;
    long i;
    for (i = 0; i < off; i++)
        line += text[i] == '\n';
    return line;
}

/* Return nonzero when "word" occurs in the text from "s" to "e". */
static int cg_line_has(const char *s, const char *e, const char *word)
{
    size_t n = strlen(word);
    for (; s + n <= e; s++)
        if (!memcmp(s, word, n))
            return 1;
    return 0;
}

/* Append "text"["from".."to") with each region pragma line commented out
 * (a region kept as sequential code). */

static void cg_sequential(pp_str *b, const char *text, long from, long to)
{
    long p = from;
    while (p < to) {
        const char *nl = memchr(text + p, '\n', (size_t)(to - p));
        long e = nl ? (long)(nl - text) + 1 : to;
        const char *s = text + p;
        int commented = 0;
        while (*s == ' ' || *s == '\t')
            s++;
        if (s < text + e && *s == '#' && cg_line_has(s, text + e, "pragma") &&
            (cg_line_has(s, text + e, "bbmm") || cg_line_has(s, text + e, "scop"))) {
            pp_str_add(b, "// bbmm-pp: sequential: ");
            commented = 1;
        }
        pp_str_addn(b, text + p, (size_t)(e - p));
        /* a region ends with its "#pragma endscop" line but not its
         * newline: what follows must not become part of the comment */
        if (commented && e == to && text[e - 1] != '\n')
            pp_str_add(b, "\n");
        p = e;
    }
}

/* Generate region "ri" into "body" (its replacement) and "pro" (its
 * prologue parts); 0 when it cannot be generated. */
/* Return nonzero when a region-local scalar "l" is declared below "n". */
static int cg_declares(const pp_node *n, int l)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return cg_declares(n->u.loop.body, l);
    case PP_NODE_IF:
        return cg_declares(n->u.cond.then_node, l) || cg_declares(n->u.cond.else_node, l);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (cg_declares(n->u.block.v[i], l))
                return 1;
        return 0;
    case PP_NODE_DECL:
        return n->u.decl.local == l;
    default:
        return 0;
    }
}

/* Return nonzero when local "l" (a web of an outer scalar) lives within
 * nest "n": every reference to it is a statement of "n", and it is private
 * to the nest's host loops at least (so one work-item's copy serves it). */
static int cg_outer_in_nest(const pp_region *r, const pp_nest *n, int l)
{
    (void)n;
    return !pp_outer_carried(r, l);
}

/* Return a region-local scalar that the statements of nest "n" use but
 * that is declared outside the nest (in another launch), or -1. */
static int cg_foreign_local(const pp_region *r, const pp_nest *n)
{
    int i, j;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            if (a->array >= 0)
                continue;
            if (r->locals[a->local].outer ? !cg_outer_in_nest(r, n, a->local) : !cg_declares(n->root, a->local))
                return a->local;
        }
    }
    return -1;
}

static int cg_try_region(cg *g, const pp_region *r, int ri, pp_str *body, pp_str *pro)
{
    int k;
    g->failed = 0;
    if (!r->nnests) {
        pp_warning(g->diag, r->pragma, "no statement of the region runs: nothing to put on the devices");
        return 0;
    }
    for (k = 0; k < r->nnests && !r->nests[k].nband; k++)
        ;
    if (k == r->nnests) {
        pp_warning(g->diag, r->nests[0].root->loc,
                   "no parallel loop in the region: it would run as single-work-item device launches%s",
                   r->nests[0].nhost ? ", one per iteration of its loops" : "");
        return 0;
    }
    for (k = 0; k < r->nnests; k++)
        if (r->nests[k].shared_hull >= 0) {
            const pp_access *a = &r->accesses[r->nests[k].shared_hull];
            pp_warning(g->diag, a->expr->loc,
                       "the box of what a tile writes to '%s' holds elements other tiles write: the tiles of the "
                       "loop over '%s' cannot run on several devices at once",
                       pp_array_c(&r->arrays[a->array]), r->nests[k].band[0]->u.loop.iter);
            return 0;
        }
    for (k = 0; k < r->nlocals; k++) {
        const pp_scalar *l = &r->locals[k];
        if (l->outer && !l->promoted && l->incoming) {
            pp_warning(g->diag, l->loc,
                       "'%s' is read before the region writes it (its value comes from before the region or from "
                       "an earlier iteration) and a call takes its address: region left as sequential code",
                       l->name);
            return 0;
        }
        if (l->outer && !l->promoted && l->live_out) {
            pp_warning(g->diag, l->loc,
                       "'%s' is written in the region and may be read after it (it is not a variable of this "
                       "function used only here), and a call takes its address: region left as sequential code",
                       l->name);
            return 0;
        }
    }
    for (k = 0; k < r->nnests; k++) {
        int l = cg_foreign_local(r, &r->nests[k]);
        if (l >= 0 && r->locals[l].outer) {
            pp_warning(g->diag, r->locals[l].loc,
                       "'%s' carries a value between parts of the region that run as separate device launches, "
                       "and a call takes its address: region left as sequential code",
                       r->locals[l].name);
            return 0;
        }
        if (l >= 0) {
            pp_warning(g->diag, r->locals[l].loc,
                       "scalar '%s' is declared and used in parts of the region that run as separate device "
                       "launches",
                       r->locals[l].name);
            return 0;
        }
    }
    for (k = 0; k < r->nnests; k++)
        if (!r->nests[k].nband)
            pp_warning(g->diag, r->nests[k].root->loc,
                       "no parallel loop %s: it runs on one device as a single work-item%s",
                       r->nests[k].root->kind == PP_NODE_FOR     ? "in this loop nest"
                       : r->nests[k].root->kind == PP_NODE_BLOCK ? "around these statements (one launch runs them all)"
                                                                 : "around this statement",
                       r->nests[k].nhost ? ", one launch per iteration of the loops around it" : "");
    for (k = 0; k < r->nnests; k++) {
        cg_args_struct(pro, r, &r->nests[k], ri, k);
        cg_box_fn(pro, r, ri, k);
        cg_kernel_string(g, pro, r, ri, k);
    }
    cg_region(g, body, r, ri);
    return !g->failed && !body->oom && !pro->oom;
}

/* Return nonzero when region "r" lies in the user's text ("len" bytes)
 * after byte "pos": one that ends in an included file does not. */
static int cg_in_text(const pp_region *r, long pos, size_t len)
{
    return r->begin_offset >= pos && r->end_offset >= r->begin_offset && (size_t)r->end_offset <= len;
}

/* Append a newline to "b" unless it is empty or ends with one. */
static void cg_end_line(pp_str *b)
{
    if (b->len && b->s[b->len - 1] != '\n')
        pp_str_add(b, "\n");
}

/* One change to the user's text: a region, or a data directive's
 * replacement of its pragma line ("end": the end of a data scope, inserted
 * after its statement). */
typedef struct cg_edit {
    long begin, end;
    int region, dir, scope_end;
    int autos; /* an automatic data scope's start (scope_end 0) or end, or -1 */
    int leave; /* 1 + the index of a place the program ends (m->leaves): its start
                  (scope_end 0) or end; 0 none */
} cg_edit;

/* The order of edits at one offset: an automatic scope starts first (it
 * holds what starts there), ends last; the end of a place the program
 * ends goes before the end of a scope around it, its start after the end
 * of a scope before it. */
static int cg_edit_rank(const cg_edit *e)
{
    if (e->leave)
        return e->scope_end ? 2 : 5;
    if (e->autos >= 0)
        return e->scope_end ? 4 : 0;
    return e->scope_end ? 3 : 1;
}

static int cg_edit_cmp(const void *a, const void *b)
{
    const cg_edit *x = (const cg_edit *)a, *y = (const cg_edit *)b;
    if (x->begin != y->begin)
        return x->begin < y->begin ? -1 : 1;
    if (cg_edit_rank(x) != cg_edit_rank(y)) /* a scope's end after what ends there */
        return cg_edit_rank(x) - cg_edit_rank(y);
    if (x->autos != y->autos)
        return x->scope_end ? y->autos - x->autos : x->autos - y->autos; /* nested: inner ends first */
    return x->region != y->region ? x->region - y->region : x->dir - y->dir;
}

/* Append to "b" the feature-test macro definitions (_POSIX_C_SOURCE,
 * _GNU_SOURCE, ...) that the user's "text" makes before its first
 * #include: they must precede the system headers the generated prologue
 * includes.  With "undef", an #undef of each instead, for after those
 * headers: the user's own lines stay where they are, and glibc's
 * <features.h> redefines some of these macros (_DEFAULT_SOURCE as 1), so
 * that a user's "#define _DEFAULT_SOURCE" would otherwise redefine it
 * differently. */
static void cg_feature_macros(pp_str *b, const char *text, size_t len, int undef)
{
    static const char *const names[] = {"_POSIX_C_SOURCE", "_XOPEN_SOURCE", "_XOPEN_SOURCE_EXTENDED", "_GNU_SOURCE",
                                        "_DEFAULT_SOURCE", "_BSD_SOURCE", "_ISOC99_SOURCE", "_ISOC11_SOURCE",
                                        "_LARGEFILE64_SOURCE", "_FILE_OFFSET_BITS", NULL};
    size_t at = 0;
    while (at < len) {
        size_t end = at, p = at, q;
        int k;
        while (end < len && text[end] != '\n')
            end++;
        while (p < end && (text[p] == ' ' || text[p] == '\t'))
            p++;
        if (p < end && text[p] == '#') {
            for (p++; p < end && (text[p] == ' ' || text[p] == '\t'); p++)
                ;
            if (end - p >= 7 && !strncmp(text + p, "include", 7))
                return;
            if (end - p >= 6 && !strncmp(text + p, "define", 6)) {
                for (p += 6; p < end && (text[p] == ' ' || text[p] == '\t'); p++)
                    ;
                for (q = p; q < end && (isalnum((unsigned char)text[q]) || text[q] == '_'); q++)
                    ;
                for (k = 0; names[k]; k++)
                    if (strlen(names[k]) == q - p && !strncmp(text + p, names[k], q - p)) {
                        if (undef) {
                            pp_str_addf(b, "#undef %s\n", names[k]);
                        } else {
                            pp_str_addn(b, text + at, end - at);
                            pp_str_add(b, "\n");
                        }
                    }
            }
        }
        at = end + 1;
    }
}

/* Append the start (or the end, "end") of automatic data scope "a". */
static void cg_auto_scope(pp_str *b, const pp_auto_scope *a, int end, const char *path)
{
    int i;
    const char *file = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    if (end) {
        pp_str_addf(b, " bbmm_pp_check(bbmm_pp_context_later(), bbmm_data_end(bbmm_pp_context_later()), "
                       "\"automatic data scope at %s:%d\");%s",
                    file, a->loc.line, a->braced ? " }" : "");
        return;
    }
    pp_str_addf(b, "%sbbmm_pp_check(bbmm_pp_context_later(), bbmm_data_begin(bbmm_pp_context_later(), %d, "
                   "(void *const[]){",
                a->braced ? "{ " : "", a->nnames);
    for (i = 0; i < a->nnames; i++)
        pp_str_addf(b, "%s(void *)(%s)", i ? ", " : "", a->names[i]);
    pp_str_addf(b, "}), \"automatic data scope at %s:%d\"); ", file, a->loc.line);
}

/* Add to "edits" (at "*ne") the start and end of every place the program
 * ends (m->leaves, leave.c) where the generated code must write the kept
 * arrays back first: each call of exit in a file with regions or scopes
 * (a scope of another function or file may be open when it runs); a
 * return of main, a call of quick_exit or _Exit inside a scope of the
 * file, and those of the latter that an automatic scope reaches in a
 * function it calls ("wanted": else they are left alone, being
 * async-signal-safe where the write-back is not).  Return their number. */
static int cg_leaves(const pp_model *m, cg_edit *edits, int *ne, size_t len)
{
    int k, e, n = 0;
    if (!m->nregions && !m->ndirs)
        return 0;
    for (k = 0; k < m->nleaves; k++) {
        const pp_leave *l = &m->leaves[k];
        int inside = l->kind == PP_LEAVE_EXIT || l->wanted;
        if (l->begin < 0 || l->end <= l->begin || (size_t)l->end > len)
            continue;
        for (e = 0; e < m->ndirs && !inside; e++)
            inside = m->dirs[e].kind == PP_DIR_DATA && m->dirs[e].line_end < l->begin && l->end <= m->dirs[e].stmt_end;
        for (e = 0; e < m->nautos && !inside; e++)
            inside = !m->autos[e].why && m->autos[e].begin_offset <= l->begin && l->end <= m->autos[e].end_offset;
        if (!inside)
            continue;
        edits[(*ne)++] = (cg_edit){l->begin, l->begin, -1, -1, 0, -1, k + 1};
        edits[(*ne)++] = (cg_edit){l->end, l->end, -1, -1, 1, -1, k + 1};
        n++;
    }
    return n;
}

/* Append the start (or the end, "end") of place "l" where the program
 * ends: every data scope of the thread ends first (bbmm_pp_leave). */
static void cg_leave(pp_str *b, const pp_leave *l, int end)
{
    if (l->kind == PP_LEAVE_RETURN)
        pp_str_add(b, end ? " }" : "{ bbmm_pp_leave(1); ");
    else if (end)
        pp_str_add(b, ")");
    else
        pp_str_addf(b, "(bbmm_pp_leave(%d), ", l->kind == PP_LEAVE_EXIT);
}

/* Append the code of data directive "d" to "b" (its end when "end"). */
static void cg_directive(pp_str *b, const pp_directive *d, int end, const char *path)
{
    int i;
    const char *file = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    if (d->kind == PP_DIR_DATA && end) {
        pp_str_addf(b, " bbmm_pp_check(bbmm_pp_context_later(), bbmm_data_end(bbmm_pp_context_later()), \"data scope at %s:%d\"); }",
                    file, d->loc.line);
        return;
    }
    if (d->kind == PP_DIR_DATA) {
        pp_str_add(b, "{ bbmm_pp_check(bbmm_pp_context_later(), bbmm_data_begin(bbmm_pp_context_later(), ");
        if (!d->nnames)
            pp_str_add(b, "0, NULL");
        else {
            pp_str_addf(b, "%d, (void *const[]){", d->nnames);
            for (i = 0; i < d->nnames; i++)
                pp_str_addf(b, "%s(void *)(%s)", i ? ", " : "", d->names[i]);
            pp_str_add(b, "}");
        }
        pp_str_addf(b, "), \"data scope at %s:%d\");", file, d->loc.line);
        return;
    }
    for (i = 0; i < d->nnames; i++)
        pp_str_addf(b, "%sbbmm_pp_check(bbmm_pp_context_later(), bbmm_update_%s(bbmm_pp_context_later(), (const void *)(%s)), "
                       "\"update %s(%s) at %s:%d\");",
                    i ? " " : "", d->kind == PP_DIR_UPDATE_HOST ? "host" : "device", d->names[i],
                    d->kind == PP_DIR_UPDATE_HOST ? "host" : "device", d->names[i], file, d->loc.line);
}

int pp_codegen(const pp_model *m, const char *path, const char *text, size_t len, pp_str *out,
               struct pp_diag *diag)
{
    pp_str pro = {0}, rest = {0};
    cg g;
    long pos = 0;
    int ri, generated = 0, ne = 0, e, nautos = 0, nleaves = 0;
    cg_edit *edits = (cg_edit *)calloc((size_t)(m->nregions + 2 * m->ndirs + 2 * m->nautos + 2 * m->nleaves + 1),
                                       sizeof(cg_edit));
    memset(&g, 0, sizeof(g));
    g.m = m;
    g.path = path;
    g.out = out;
    g.diag = diag;
    g.text = text;
    if (!edits)
        return -1;
    for (ri = 0; ri < m->nregions; ri++)
        edits[ne++] = (cg_edit){m->regions[ri].begin_offset, m->regions[ri].end_offset, ri, -1, 0, -1, 0};
    for (e = 0; e < m->ndirs; e++) {
        const pp_directive *d = &m->dirs[e];
        if (d->begin_offset < 0 || d->line_end < d->begin_offset || (size_t)d->line_end > len ||
            (d->kind == PP_DIR_DATA && (d->stmt_end < d->line_end || (size_t)d->stmt_end > len))) {
            pp_warning(diag, d->loc, "a bbmm directive that does not end in this file: left as it is");
            continue;
        }
        edits[ne++] = (cg_edit){d->begin_offset, d->line_end, -1, e, 0, -1, 0};
        if (d->kind == PP_DIR_DATA)
            edits[ne++] = (cg_edit){d->stmt_end, d->stmt_end, -1, e, 1, -1, 0};
    }
    for (e = 0; e < m->nautos; e++) {
        const pp_auto_scope *a = &m->autos[e];
        if (a->why || a->begin_offset < 0 || a->end_offset < a->begin_offset || (size_t)a->end_offset > len)
            continue;
        nautos++;
        edits[ne++] = (cg_edit){a->begin_offset, a->begin_offset, -1, -1, 0, e, 0};
        edits[ne++] = (cg_edit){a->end_offset, a->end_offset, -1, -1, 1, e, 0};
    }
    g.scoped = m->ndirs > 0 || nautos > 0;
    nleaves = cg_leaves(m, edits, &ne, len);
    qsort(edits, (size_t)ne, sizeof(*edits), cg_edit_cmp);
    cg_line(&rest, 1, path);
    for (e = 0; e < ne; e++) {
        const pp_region *r;
        pp_str body = {0}, part = {0};
        if (edits[e].leave) {
            if (edits[e].begin > pos)
                pp_str_addn(&rest, text + pos, (size_t)(edits[e].begin - pos));
            if (edits[e].begin > pos)
                pos = edits[e].begin;
            cg_leave(&rest, &m->leaves[edits[e].leave - 1], edits[e].scope_end);
            continue;
        }
        if (edits[e].autos >= 0) {
            if (edits[e].begin > pos)
                pp_str_addn(&rest, text + pos, (size_t)(edits[e].begin - pos));
            if (edits[e].begin > pos)
                pos = edits[e].begin;
            cg_auto_scope(&rest, &m->autos[edits[e].autos], edits[e].scope_end, path);
            continue;
        }
        if (edits[e].dir >= 0) {
            if (edits[e].begin > pos)
                pp_str_addn(&rest, text + pos, (size_t)(edits[e].begin - pos));
            cg_directive(&rest, &m->dirs[edits[e].dir], edits[e].scope_end, path);
            if (edits[e].end > pos)
                pos = edits[e].end;
            continue;
        }
        ri = edits[e].region;
        r = &m->regions[ri];
        if (!cg_in_text(r, pos, len)) {
            pp_warning(diag, r->pragma, "region '%s' does not end in this file: left as it is", r->name);
            continue;
        }
        pp_str_addn(&rest, text + pos, (size_t)(r->begin_offset - pos));
        if (cg_try_region(&g, r, ri, &body, &part)) {
            pp_str_add(&pro, pp_str_get(&part));
            cg_end_line(&rest);
            cg_line(&rest, r->pragma.line, path);
            pp_str_add(&rest, pp_str_get(&body));
            generated++;
        } else {
            pp_warning(diag, r->pragma, "region '%s' left as sequential code", r->name);
            if (g.scoped) { /* a data scope may keep its arrays */
                pp_str_add(&rest, "{");
                cg_host_sync(&rest, r, 1);
                pp_str_add(&rest, "\n");
                cg_line(&rest, r->pragma.line, path);
            }
            cg_sequential(&rest, text, r->begin_offset, r->end_offset);
            if (g.scoped) {
                cg_host_sync(&rest, r, 0);
                pp_str_add(&rest, " }");
            }
        }
        cg_end_line(&rest);
        cg_line(&rest, cg_line_of(text, r->end_offset), path);
        pos = r->end_offset;
        pp_str_free(&body);
        pp_str_free(&part);
    }
    free(edits);
    pp_str_addn(&rest, text + pos, len - (size_t)pos);
    if (generated || m->ndirs || nautos || nleaves) {
        cg_feature_macros(out, text, len, 0);
        pp_str_add(out, cg_prologue);
        cg_feature_macros(out, text, len, 1);
        pp_str_addf(out, "%s\n", pp_c_helpers);
        pp_str_add(out, pp_str_get(&pro));
    }
    pp_str_addn(out, pp_str_get(&rest), rest.len);
    ri = pro.oom || rest.oom || out->oom ? -1 : 0;
    pp_str_free(&pro);
    pp_str_free(&rest);
    return ri;
}

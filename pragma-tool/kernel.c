/* pragma-tool/kernel.c - the back end's OpenCL C: each nest's kernel
 * (band iterators, guards, hoisted box lookups, the user's statements
 * through the box access macros, the math wrappers it needs) as a C string
 * of the generated file; and the expressions and loop headers of a region
 * in C or OpenCL C, which host.c prints too.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "diag.h"

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
            const pp_box *x;
            if (!pp_box_hoisted(r, n, s, id))
                continue;
            x = &n->arrays[s].init.v[id];
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
        for (i = 0; i < (e->fold ? e->fold->nargs : e->nargs); i++) {
            pp_str_add(b, "[");
            cg_expr(g, b, r, e->fold ? e->fold->args[i] : e->args[i], kernel);
            pp_str_add(b, "]");
        }
        return;
    }
    if (e->nargs < 1 || e->nargs > 4) {
        if (a->ndim <= 4) /* else said once, at the kernel's parameter */
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
void cg_expr(cg *g, pp_str *b, const pp_region *r, const pp_expr *e, int kernel)
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
        pp_str_add(b, e->text);
        break;
    case PP_EXPR_CHAR: /* its value (OpenCL C has no L'x', u'x', U'x') */
        if (kernel)
            pp_str_addf(b, e->value < 0 ? "(%lld)" : e->ctype == PP_CT_UINT ? "%lldu" : "%lld", e->value);
        else
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
void cg_for_head(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int kernel)
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
        if (g->nest && pp_chain_shared(g->nest, n->u.decl.local)) { /* in local memory (cg_sweep) */
            if (n->u.decl.init) {
                pp_str_addf(b, "%s = ", cg_kname(g, r->locals[n->u.decl.local].name));
                cg_expr(g, b, r, n->u.decl.init, 1);
            }
            pp_str_add(b, ";\n");
            break;
        }
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
int cg_first_named(const pp_region *r, int l)
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

/* ---- per nest: the kernel and its source string --------------------- */

/* Append the prefix naming nest "k" of region "ri" ("bbmm_r0_n1"). */
void cg_prefix(pp_str *b, int ri, int k)
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

static void cg_math_visit(pp_expr *e, void *arg)
{
    cg_math_expr((cg_math *)arg, e);
}

/* Add the math functions that the statements below "n" call to "mm". */
static void cg_math_node(cg_math *mm, const pp_node *n)
{
    pp_node_exprs((pp_node *)n, cg_math_visit, mm);
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

/* Append, at indentation "level", the barrier after a step or a part of
 * sweep nest "n": a chain's scalars shared by its parts are in local
 * memory. */
static void cg_barrier(pp_str *b, const pp_nest *n, int level)
{
    cg_indent(b, level);
    pp_str_add(b, n->chain ? "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n" : "barrier(CLK_GLOBAL_MEM_FENCE);\n");
}

/* Append parallel loop "p" at indentation "level" with its points dealt
 * out over the work-group's items, then a barrier. */
static void cg_shared_loop(cg *g, pp_str *b, const pp_region *r, const pp_node *p, int level)
{
    const char *t = pp_ctype_cl(p->u.loop.ctype), *it = cg_kname(g, p->u.loop.iter);
    cg_indent(b, level);
    pp_str_addf(b, "for (%s %s = (%s)(", t, it, t);
    cg_expr(g, b, r, p->u.loop.init, 1);
    pp_str_addf(b, ") + (%s)get_local_id(0)", t);
    if (p->u.loop.step != 1)
        pp_str_addf(b, " * (%s)(%lld)", t, p->u.loop.step);
    pp_str_add(b, "; ");
    cg_expr(g, b, r, p->u.loop.cond, 1);
    pp_str_addf(b, "; %s += (%s)get_local_size(0)", it, t);
    if (p->u.loop.step != 1)
        pp_str_addf(b, " * (%s)(%lld)", t, p->u.loop.step);
    pp_str_add(b, ")\n");
    cg_kstmt(g, b, r, p->u.loop.body, level + 1);
    cg_barrier(b, g->nest, level);
}

/* Append the body of chain nest "n" (pp_nest.chain) at indentation
 * "level": each part in turn, a run of serial pieces by the first
 * work-item, a parallel loop shared by all (ana_chain), a barrier after
 * each. */
static void cg_chain(cg *g, pp_str *b, const pp_region *r, const pp_nest *n, int level)
{
    const pp_node *body = n->band[0]->u.loop.body, *const *v = &body;
    int i, k = 1;
    while (body->kind == PP_NODE_BLOCK && body->u.block.n == 1)
        body = body->u.block.v[0];
    if (body->kind == PP_NODE_BLOCK) {
        v = (const pp_node *const *)body->u.block.v;
        k = body->u.block.n;
    }
    for (i = 0; i < k;) {
        int j, any = 0;
        if (v[i]->kind == PP_NODE_FOR && v[i]->u.loop.parallel) {
            cg_shared_loop(g, b, r, v[i++], level);
            continue;
        }
        /* a run of serial pieces: one part; its declarations without
         * initializer before it, for every item (a scalar of one part is
         * each item's own; one of several parts is in local memory) */
        for (j = i; j < k && !(v[j]->kind == PP_NODE_FOR && v[j]->u.loop.parallel); j++)
            if (v[j]->kind == PP_NODE_DECL && v[j]->u.decl.stmt < 0) {
                if (!pp_chain_shared(n, v[j]->u.decl.local))
                    cg_kstmt(g, b, r, v[j], level);
            } else {
                any = 1;
            }
        if (any) {
            cg_indent(b, level);
            pp_str_add(b, "if (get_local_id(0) == 0) {\n");
            for (j = i; j < k && !(v[j]->kind == PP_NODE_FOR && v[j]->u.loop.parallel); j++)
                if (!(v[j]->kind == PP_NODE_DECL && v[j]->u.decl.stmt < 0))
                    cg_kstmt(g, b, r, v[j], level + 1);
            cg_indent(b, level);
            pp_str_add(b, "}\n");
            cg_barrier(b, n, level);
        }
        for (; i < k && !(v[i]->kind == PP_NODE_FOR && v[i]->u.loop.parallel); i++)
            ;
    }
}

/* Append the rest of the kernel of sweep nest "n" (pp_nest.sweep): its
 * serial loops as written, and in the innermost the parallel loop, its
 * points dealt out over the one work-group's items, then a barrier, so
 * that every point of one step sees what the steps before it wrote (in a
 * chain, the parts of the loop's body in turn, cg_chain).  The serial
 * loops' bounds are the same in every work-item (ana_sweep, ana_chain),
 * so every item meets every barrier. */
static void cg_sweep(cg *g, pp_str *b, const pp_region *r, const pp_nest *n)
{
    int i;
    for (i = 0; i < r->nlocals; i++)
        if (pp_chain_shared(n, i))
            pp_str_addf(b, "    local %s %s;\n", pp_ctype_cl(r->locals[i].ctype), cg_kname(g, r->locals[i].name));
        else if (r->locals[i].outer && cg_nest_uses_local(r, n, i) && cg_first_named_in(r, n, i))
            pp_str_addf(b, "    %s %s;\n", pp_ctype_cl(r->locals[i].ctype), cg_kname(g, r->locals[i].name));
    for (i = 0; i < n->sweep; i++) {
        cg_indent(b, i + 1);
        cg_for_head(g, b, r, n->band[i], 1);
        pp_str_add(b, i + 1 < n->sweep ? "\n" : " {\n");
    }
    g->nest = n;
    if (n->chain)
        cg_chain(g, b, r, n, n->sweep + 1);
    else
        cg_shared_loop(g, b, r, n->band[n->sweep], n->sweep + 1);
    g->nest = NULL;
    cg_indent(b, n->sweep);
    pp_str_add(b, "}\n}\n");
}

/* Whether a statement of nest "n" writes array "a" of region "r". */
static int cg_nest_writes(const pp_region *r, const pp_nest *n, int a)
{
    int i, j;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++)
            if (r->accesses[s->accesses[j]].array == a && r->accesses[s->accesses[j]].write)
                return 1;
    }
    return 0;
}

/* Append the OpenCL source of nest "k" of region "r" to "b": wrappers of
 * the math functions it calls (C's parameter types), the user's functions
 * it calls (callees first), then the kernel. */
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
        /* restrict where no work-item reads another's writes to it (bbmm/prelude.h) */
        pp_str_addf(b, "BBMM_ARRAY_PARAM%s(%s, %s, %d), ",
                    (n->sweep || n->chain) && cg_nest_writes(r, n, n->arrays[i].array) ? "" : "_R",
                    pp_ctype_cl(a->elem_ctype), cg_kname(g, a->name), a->ndim);
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
    if (n->sweep)
        pp_str_add(b, ")\n{\n");
    else if (n->nband > 0)
        pp_str_addf(b, ")\n{\n    BBMM_ITEMS_BEGIN\n    if (!BBMM_IN_TILEC%d(bbmm_tile)) BBMM_SKIP;\n", n->nband);
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
    if (n->sweep) {
        cg_sweep(g, b, r, n);
        return;
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
void cg_kernel_string(cg *g, pp_str *b, const pp_region *r, int ri, int k)
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
        pp_str_add(b, nl[0] && nl[1] ? "\"\n" : "\";\n\n"); /* the last line ends the string */
        free(line);
    }
    if (!*pp_str_get(&src))
        pp_str_add(b, "    \"\";\n\n");
    pp_str_free(&src);
}

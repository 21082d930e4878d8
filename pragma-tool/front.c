/* pragma-tool/front.c - the front end as one call: pp_model_build() runs
 * the stages of internal.h on every region; pp_model_free(). */
#include <stdlib.h>
#include <string.h>

#include <isl/options.h>

#include "internal.h"

#define PP_DEFAULT_MAX_OPS 2000000UL

/* Free the isl objects of region "r". */
static void front_free_region(pp_region *r)
{
    int i, j, k;
    for (i = 0; i < r->nstmts; i++) {
        isl_set_free(r->stmts[i].domain);
        isl_map_free(r->stmts[i].schedule);
    }
    for (i = 0; i < r->naccesses; i++)
        isl_map_free(r->accesses[i].rel);
    for (i = 0; i < r->ndeps; i++)
        isl_map_free(r->deps[i].rel);
    for (i = 0; i < r->nnests; i++) {
        pp_nest *n = &r->nests[i];
        isl_set_free(n->context);
        for (j = 0; j < n->narrays; j++) {
            pp_box_list *l[4] = {&n->arrays[j].init, &n->arrays[j].flowout, &n->arrays[j].writeout,
                                 &n->arrays[j].span};
            int t;
            for (t = 0; t < 4; t++)
                for (k = 0; k < l[t]->n; k++)
                    isl_set_free(l[t]->v[k].set);
        }
    }
    isl_set_free(r->context);
    isl_union_set_free(r->domain);
    isl_union_map_free(r->schedule);
    isl_union_map_free(r->reads);
    isl_union_map_free(r->writes);
}

/* Forget what the analysis set on the nodes below "n". */
static void front_reset_nodes(pp_node *n)
{
    int i;
    if (!n)
        return;
    n->nest = -1;
    switch (n->kind) {
    case PP_NODE_FOR:
        n->u.loop.role = PP_LOOP_HOST;
        n->u.loop.parallel = 0;
        n->u.loop.band_dim = 0;
        front_reset_nodes(n->u.loop.body);
        break;
    case PP_NODE_IF:
        front_reset_nodes(n->u.cond.then_node);
        front_reset_nodes(n->u.cond.else_node);
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            front_reset_nodes(n->u.block.v[i]);
        break;
    default:
        break;
    }
}

/* Undo the model building and analysis of region "r" (before its boxes),
 * so that both can run again. */
static void front_reset_region(pp_region *r)
{
    int i;
    front_free_region(r);
    for (i = 0; i < r->nstmts; i++) {
        r->stmts[i].domain = NULL;
        r->stmts[i].schedule = NULL;
        r->stmts[i].nest = -1;
    }
    for (i = 0; i < r->naccesses; i++)
        r->accesses[i].rel = NULL;
    r->ndeps = 0;
    r->deps = NULL;
    r->nnests = 0;
    r->nests = NULL;
    r->context = NULL;
    r->domain = NULL;
    r->schedule = NULL;
    r->reads = NULL;
    r->writes = NULL;
    front_reset_nodes(r->root);
}

/* Mark for promotion the webs of scalars declared outside region "r"
 * whose value passes between its nests; return how many. */
static int front_carried_webs(pp_region *r)
{
    int l, n = 0;
    for (l = 0; l < r->nlocals; l++)
        if (r->locals[l].outer && !r->locals[l].promoted && !r->locals[l].promote && !r->locals[l].addressed &&
            pp_outer_carried(r, l)) {
            r->locals[l].promote = 1;
            n++;
        }
    return n;
}

/* Build and analyse region "r"; a second time when a web of a scalar
 * declared outside it must be promoted (model.h, pp_scalar), the first
 * round's messages dropped. */
static int front_region(pp_model *m, pp_region *r, pp_diag *d)
{
    int errors = d->errors, warnings = d->warnings;
    size_t len = d->len;
    if (pp_build_region(m, r, d) || pp_analyze_region(m, r, d))
        return -1;
    if (!front_carried_webs(r))
        return 0;
    d->errors = errors;
    d->warnings = warnings;
    d->len = len;
    if (d->text)
        d->text[len] = '\0';
    front_reset_region(r);
    return pp_build_region(m, r, d) || pp_analyze_region(m, r, d) ? -1 : 0;
}

void pp_model_free(pp_model *m)
{
    int i;
    if (!m)
        return;
    for (i = 0; i < m->nregions; i++)
        front_free_region(&m->regions[i]);
    if (m->ctx)
        isl_ctx_free(m->ctx);
    pp_arena_free(m->arena);
    free(m);
}

pp_model *pp_model_build(const pp_options *opts, pp_diag *diag)
{
    pp_model *m = calloc(1, sizeof(*m));
    pp_tokens toks = {0};
    const char *raw = NULL;
    size_t rawlen = 0;
    int i, rc = 0;
    if (!m || !(m->arena = pp_arena_new()) || !(m->ctx = isl_ctx_alloc())) {
        pp_error(diag, (pp_loc){NULL, 0, 0, -1}, "out of memory");
        pp_model_free(m);
        return NULL;
    }
    isl_options_set_on_error(m->ctx, getenv("BBMM_PP_ISL_ABORT") ? ISL_ON_ERROR_ABORT : ISL_ON_ERROR_CONTINUE);
    m->input = pp_strdup(m->arena, opts->input);
    if (!m->input || pp_source_tokens(m->arena, opts, &toks, &raw, &rawlen, diag) ||
        pp_parse(m, &toks, raw, rawlen, diag)) {
        pp_tokens_free(&toks);
        pp_model_free(m);
        return NULL;
    }
    pp_tokens_free(&toks);
    for (i = 0; i < m->nregions; i++) {
        pp_region *r = &m->regions[i];
        isl_ctx_reset_error(m->ctx);
        isl_ctx_reset_operations(m->ctx);
        isl_ctx_set_max_operations(m->ctx, opts->max_ops ? opts->max_ops : PP_DEFAULT_MAX_OPS);
        if (pp_type_region(m, r, diag) || front_region(m, r, diag) || pp_boxes_region(m, r, diag))
            rc = -1;
        isl_ctx_set_max_operations(m->ctx, 0);
    }
    if (rc || diag->errors) {
        pp_model_free(m);
        return NULL;
    }
    return m;
}

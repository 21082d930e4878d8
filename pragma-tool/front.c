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
        if (pp_type_region(m, r, diag) || pp_build_region(m, r, diag) || pp_analyze_region(m, r, diag) || pp_boxes_region(m, r, diag))
            rc = -1;
        isl_ctx_set_max_operations(m->ctx, 0);
    }
    if (rc || diag->errors) {
        pp_model_free(m);
        return NULL;
    }
    return m;
}

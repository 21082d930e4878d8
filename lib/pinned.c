/* lib/pinned.c - pinned host memory of the OpenCL layer: bbmm_host_alloc
 * and bbmm_host_free, and the lookup of the allocation that holds an
 * address.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>

#include "cl_int.h"

/* ---- pinned host memory ----------------------------------------------- */

/* Allocate "bytes" of pinned memory into "*ptr" and record it; the caller
 * holds ctx->lock. */
static bbmm_status cli_host_alloc(bbmm_context *ctx, size_t bytes, void **ptr, int aside)
{
    bbmmi_hostmem *h;
    uint64_t limit = UINT64_MAX;
    bbmm_status st;
    int i;
    if (ctx->mgr.ndev < 1 || !ctx->cl)
        return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "bbmm_host_alloc: the context has no device");
    for (i = 0; i < ctx->mgr.ndev; i++)
        if (ctx->dev[i].max_alloc < limit)
            limit = ctx->dev[i].max_alloc;
    if (bytes > limit)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM,
                           "bbmm_host_alloc: %zu bytes exceed the largest pinned allocation of %llu "
                           "bytes (CL_DEVICE_MAX_MEM_ALLOC_SIZE)",
                           bytes, (unsigned long long)limit);
    h = (bbmmi_hostmem *)calloc(1, sizeof(*h));
    if (!h)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_host_alloc: out of host memory");
    if (aside && !ctx->aside) {
        cl_int err;
        ctx->aside = clCreateCommandQueue(ctx->cl, ctx->dev[0].id, 0, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateCommandQueue", 0)) != BBMM_OK) {
            ctx->aside = NULL;
            free(h);
            return st;
        }
    }
    if ((st = cli_pinned_create(ctx, -1, aside ? -1 : 0, bytes, &h->mem, &h->ptr)) != BBMM_OK) {
        free(h);
        return st;
    }
    h->bytes = bytes;
    h->next = ctx->hostmem;
    ctx->hostmem = h;
    *ptr = h->ptr;
    return BBMM_OK;
}

/* Allocate "bytes" of pinned host memory of "ctx" into "*ptr". */
bbmm_status bbmm_host_alloc(bbmm_context *ctx, size_t bytes, void **ptr)
{
    bbmm_status st;
    if (!ctx || !ptr)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_host_alloc: NULL argument");
    *ptr = NULL;
    pthread_mutex_lock(&ctx->lock);
    if (bytes == 0)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_host_alloc: 0 bytes");
    else
        st = cli_host_alloc(ctx, bytes, ptr, 0);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_host_alloc_aside(bbmm_context *ctx, size_t bytes, void **ptr)
{
    bbmm_status st;
    *ptr = NULL;
    pthread_mutex_lock(&ctx->lock);
    st = cli_host_alloc(ctx, bytes, ptr, 1);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* Free "ptr" from bbmm_host_alloc() on "ctx" (NULL is a no-op). */
bbmm_status bbmm_host_free(bbmm_context *ctx, void *ptr)
{
    bbmmi_hostmem **link, *h;
    bbmm_status st = BBMM_OK;
    cl_int err;
    if (!ptr)
        return BBMM_OK;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    for (link = &ctx->hostmem; *link && (*link)->ptr != ptr; link = &(*link)->next)
        ;
    h = *link;
    if (!h) {
        st = bbmmi_error(ctx, BBMM_ERR_NOT_FOUND,
                         "bbmm_host_free: %p was not returned by bbmm_host_alloc (or was freed)", ptr);
    } else {
        *link = h->next;
        err = cli_pinned_destroy(ctx, 0, h->mem, h->ptr);
        st = bbmmi_cl_check(ctx, err, "clEnqueueUnmapMemObject", 0);
        free(h);
    }
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* Return the pinned allocation of "ctx" holding ["p", "p"+"bytes"), or
 * NULL. */
bbmmi_hostmem *bbmmi_hostmem_find(bbmm_context *ctx, const void *p, size_t bytes)
{
    bbmmi_hostmem *h;
    uintptr_t a = (uintptr_t)p, base;
    if (!ctx || !p)
        return NULL;
    for (h = ctx->hostmem; h; h = h->next) {
        base = (uintptr_t)h->ptr;
        if (a >= base && bytes <= h->bytes && a - base <= h->bytes - bytes)
            return h;
    }
    return NULL;
}

int bbmmi_host_pinned(bbmm_context *ctx, const void *p, size_t bytes)
{
    return bbmmi_hostmem_find(ctx, p, bytes) != NULL;
}

/* Unmap and release every pinned allocation of "ctx". */
void bbmmi_hostmem_release_all(bbmm_context *ctx)
{
    bbmmi_hostmem *h, *next;
    if (!ctx)
        return;
    for (h = ctx->hostmem; h; h = next) {
        next = h->next;
        cli_pinned_destroy(ctx, 0, h->mem, h->ptr);
        free(h);
    }
    ctx->hostmem = NULL;
}

/* lib/ranks_int.h - private to the MPI layer (ranks.c, ranks_exchange.c):
 * the state of a context's ranks (the agreements' stamps are the
 * method's: bbmm/agree.h), the jobs of the progress thread, and the
 * functions of one file that the other calls (each documented where it is defined).
 */
#ifndef BBMM_LIB_RANKS_INT_H
#define BBMM_LIB_RANKS_INT_H

#include "internal.h"

#ifdef BBMM_HAVE_MPI
#include <mpi.h>
#endif

#define RANKS_HERE_LEN BBMMI_RANK_HERE_LEN /* where a rank is, in words (bbmm/ranks.h) */

#ifdef BBMM_HAVE_MPI
/* A pending answer to a question (its buffer lives until it has gone). */
struct ranks_answer {
    MPI_Request req;
    char text[RANKS_HERE_LEN];
    struct ranks_answer *next;
};
#endif

/* A message of an asynchronous exchange, handled by the progress thread. */
typedef struct rjob {
    int send, peer, tag;
    char *buf;
    uint64_t bytes;
    cl_event *after; /* send: the copies that fill "buf"; receive: the commands on the
                        host regions that must end before they are overwritten */
    unsigned nafter;
    cl_event done;   /* receive: completed once unpacked */
    bbmmi_rseg *segs; /* receive: where the bytes go, in order */
    int nseg;
    int pool;        /* send: the pool slot of "buf" */
    int state;       /* 0: waiting to be posted, 1: posted, 2: received, not unpacked */
#ifdef BBMM_HAVE_MPI
    MPI_Request req;
#endif
    struct rjob *next;
} rjob;

struct bbmmi_ranks {
    int n, me;        /* ranks, this one */
    int local, nlocal; /* this rank among the ranks of its node */
    int *first;       /* first global device of each rank; first[n]: all devices */
    int multiple;     /* MPI_THREAD_MULTIPLE: exchanges can be asynchronous */
    unsigned seq;     /* asynchronous exchanges so far (their tags) */
    /* the progress thread and its queue of new jobs (mu) */
    pthread_t thr;
    int thr_on, stop;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    rjob *head, *tail;
    int active;       /* jobs not finished (mu) */
    bbmm_status err;  /* the first failure of an asynchronous message (mu) */
    char errmsg[256];
    struct ranks_buf {
        void *ptr;
        uint64_t bytes;
        int busy;
    } *pool; /* pinned send buffers, kept until the context goes (mu) */
    int npool, pool_cap;
    /* the agreements (their transport; what they compare is the method's:
       bbmm/agree.h) */
    uint64_t timeout_ns; /* BBMM_RANK_TIMEOUT: how long one waits for every rank (0: forever) */
    int timeout_warn;    /* not set by the user: past it, say who is where once and wait on (a
                            correct program's ranks may spend long in different host code) */
    int warned;
    uint64_t agreements; /* made so far on the context */
    int broken;          /* the ranks diverged, or one did not come: every later agreement fails */
    char broken_msg[BBMMI_ERRMSG_LEN];
#ifdef BBMM_HAVE_MPI
    MPI_Comm comm;
    MPI_Comm diag;       /* the agreements' messages, and the where-are-you questions of a rank
                            that waited too long with their answers */
    char here[RANKS_HERE_LEN]; /* where this rank waits (its answer); "" until it has waited a while */
    struct ranks_answer *answers; /* answers not yet gone */
    /* messages between the ranks of one node through shared memory (shm_*) */
    MPI_Comm node;      /* the ranks of this node */
    int *lrank;         /* each rank's index among them, or -1 on another node */
    uint64_t shm_min;   /* messages of at least this many bytes go through shared memory
                           (UINT64_MAX: none); the same on every rank of the node */
    int shm_lanes;      /* copying threads each side; the same on every rank of the node */
    int shm;            /* the window: 0 not made yet, 1 made, -1 could not be made */
    MPI_Win win;
    char **seg;         /* each rank of the node's part of the window */
    uint64_t shm_gen;   /* messages this rank sent through its part */
    uint64_t *shm_sent, *shm_recv; /* to and from each rank of the node */
#endif
};

#ifdef BBMM_HAVE_MPI
/* ---- ranks.c ---------------------------------------------------------- */

bbmm_status ranks_fail(bbmm_context *ctx, int err, const char *call);

/* ---- ranks_exchange.c ------------------------------------------------- */

bbmm_status shm_open_node(bbmm_context *ctx, struct bbmmi_ranks *r);
#endif

#endif

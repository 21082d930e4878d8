/* BBMM_CHECK=scopes, a host access the tool cannot see: a second thread,
 * started before an explicit data scope, writes the kept array A between
 * two steps (synchronised through _Atomic flags, no calls: the form of
 * tests/scope_host/thread_writer.c).  The fault is the writer thread's;
 * the checker's handler stops the process from there.
 * tests/scope_check.cmake runs it with the mode (the checker must stop it
 * naming A) and without (it finishes). */
#include <pthread.h>
#include <stdio.h>
#define N 4096
#define T 4

static double A[N];
static _Atomic int go, done;

static void step(int n, double A[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}

static void *writer(void *arg)
{
    int t;
    (void)arg;
    for (t = 1; t <= T; t++) {
        while (go < t)
            ;
        A[2000] += 100.0;
        done = t;
    }
    return NULL;
}

int main(void)
{
    pthread_t th;
    int t, i;
    double s = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 11);
    if (pthread_create(&th, NULL, writer, NULL))
        return 1;
#pragma bbmm data
    for (t = 1; t <= T; t++) {
        step(N, A);
        go = t;
        while (done < t)
            ;
    }
    pthread_join(th, NULL);
    for (i = 0; i < N; i++)
        s += A[i] * (double)(i % 5 + 1);
    printf("%.17g\n", s);
    return 0;
}

// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: thread, process or signal handler creation \('pthread_create' at thread_writer.c:[0-9]+:[0-9]+\)
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: a second thread,
 * started before the time loop, writes the kept array between the steps
 * (synchronised through _Atomic flags, no call in the loop).
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/lines/ that --explain
 * refuses the span with its reason. */
#include <pthread.h>
#include <stdio.h>
#define N 64
#define T 4

static double A[N];
static _Atomic int go, done;

static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}

static void *writer(void *arg)
{
    int t;
    (void)arg;
    for (t = 1; t <= T; t++) {
        while (go < t)
            ;
        A[7] += 100.0;
        done = t;
    }
    return NULL;
}

int main(void)
{
    pthread_t th;
    int t, i;
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    if (pthread_create(&th, NULL, writer, NULL))
        return 1;
    for (t = 1; t <= T; t++) {
        step(N, A);
        go = t;
        while (done < t)
            ;
    }
    pthread_join(th, NULL);
    for (i = 0; i < N; i++)
        printf("%.17g\n", A[i]);
    return 0;
}

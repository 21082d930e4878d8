/* a worker thread runs a region on its own arrays while main runs regions and host code on others */
#include <stdio.h>
#include <pthread.h>
#define N 24
static double A[N], B[N], C[N], D[N];
static void *worker(void *arg)
{
    int i, t;
    (void)arg;
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            C[i] = C[i] * 0.5 + D[i];
        D[t] = -1.0;
    }
    return NULL;
}
int main(void)
{
    int i, t;
    pthread_t th;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; C[i] = 1; D[i] = i * 0.5; }
    pthread_create(&th, NULL, worker, NULL);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = A[i] + A[i - 1];
        A[t] = 9.0;
    }
    pthread_join(th, NULL);
    for (i = 0; i < N; i++) printf("%a %a %a %a\n", A[i], B[i], C[i], D[i]);
    return 0;
}

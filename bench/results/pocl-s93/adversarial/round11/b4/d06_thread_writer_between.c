/* a pthread (joined before the next region) writes an array between regions */
#include <stdio.h>
#include <pthread.h>
#define N 24
static double A[N], B[N];
static void *writer(void *arg)
{
    int t = *(int *)arg, i;
    for (i = 0; i < N; i += 3) A[i] = t + i * 0.5;
    return NULL;
}
int main(void)
{
    int i, t;
    pthread_t th;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            B[i] = A[i - 1] + A[i + 1];
        pthread_create(&th, NULL, writer, &t);
        pthread_join(th, NULL);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            A[i] = B[i] * 0.5;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}

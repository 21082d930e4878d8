#include <stdio.h>
#include <pthread.h>
#define N 40
#define M 72
static double A[N][N], B[M][M];
static void fw(int n, double (*d)[n])
{
    int i, j, k;
#pragma bbmm name(fwt)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
static void *work(void *p)
{
    if (p == (void *)A)
        fw(N, A);
    else
        fw(M, B);
    return NULL;
}
int main(void)
{
    int i, j;
    pthread_t t1, t2;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = i == j ? 0.0 : (double)((i * 3 + j * 7) % 19) + 1.0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            B[i][j] = i == j ? 0.0 : (double)((i * 5 + j * 11) % 23) + 1.0;
    pthread_create(&t1, NULL, work, (void *)A);
    pthread_create(&t2, NULL, work, (void *)B);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += A[i][j] * (i + 1);
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            s += B[i][j] * (j + 1);
    printf("%a\n", s);
    return 0;
}

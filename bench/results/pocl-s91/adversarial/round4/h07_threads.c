/* two threads run the same region function on their own arrays at the same time */
#include <stdio.h>
#include <pthread.h>
#define N 32
typedef struct { double a[N][N], b[N][N]; int n; } work;
static work W[2];
static void smooth(int n, double a[N][N], double b[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}
static void *run(void *p)
{
    work *w = p;
    int t;
    for (t = 0; t < 4; t++) {
        smooth(w->n, w->a, w->b);
        smooth(w->n, w->b, w->a);
    }
    return NULL;
}
int main(void)
{
    pthread_t th[2];
    int k, i, j;
    for (k = 0; k < 2; k++) {
        W[k].n = N - 7 * k;
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { W[k].a[i][j] = (i * (k + 2) + j) % 5; W[k].b[i][j] = 0; }
    }
    for (k = 0; k < 2; k++) pthread_create(&th[k], NULL, run, &W[k]);
    for (k = 0; k < 2; k++) pthread_join(th[k], NULL);
    for (k = 0; k < 2; k++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", W[k].a[i][j]);
    return 0;
}

/* ternaries of parameters in bounds; MIN/MAX macros of iterator expressions (band) */
#include <stdio.h>
#define N 24
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static double A[N][N], x[N], y[N], z[N];
static void run(int a, int b, int w)
{
    int i, j;
    for (i = 0; i < N; i++) { x[i] = i * 0.25 + 1; y[i] = 0.0; z[i] = -1.0; for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 7; }
#pragma bbmm
    for (i = (a < b ? a : b); i < (a > b ? a : b); i++)
        z[i] = x[i] * 3.0;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = MAX(i - w, 0); j <= MIN(i + w, N - 1); j++)
            y[i] += A[i][j] * x[j];
    printf("%d %d %d\n", a, b, w);
    for (i = 0; i < N; i++) printf("%a %a\n", y[i], z[i]);
}
int main(void)
{
    run(3, 9, 0); run(9, 3, 1); run(5, 5, 2); run(0, 24, 30); run(20, 2, 5);
    return 0;
}

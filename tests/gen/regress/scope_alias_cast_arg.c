/* Round 22 N1: kept arrays passed through casts inside "#pragma bbmm data" (C before C23 casts to add const; reshaping a row length is legal C): the same memory as passed without the cast, not a host access (the runtime finds the reshaped registration by its address) */
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 2,
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void fill(int n, double (*b)[N], int t)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = b[i][j] * 0.5 + (double)(i - j + t);
}
static void half(int m, double (*h)[N / 2], int t)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < m; i++)
        for (j = 0; j < N / 2; j++)
            h[i][j] = h[i][j] * 0.25 + (double)(i + j * t);
}
static void relax(int n, double (*a)[N], const double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = 0.5 * a[i][j] + 0.5 * b[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i + j; B[i][j] = i - j; }
#pragma bbmm data(A, B)
    for (t = 0; t < 3; t++) {
        fill(N, B, t);
        half(2 * N, (double (*)[N / 2])B, t);
        relax(N, A, (const double (*)[N])B);
        half(2 * N, (double (*)[N / 2])&B[0][0], t + 1);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i][(i * 3) % N], B[(i * 5) % N][i]);
    return 0;
}

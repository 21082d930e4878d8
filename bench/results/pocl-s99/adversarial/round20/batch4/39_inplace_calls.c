#include <stdio.h>

#define N 20
double A[N][N], B[N][N];

static void tr_add(int n, int m, double (*dst)[m], double (*src)[m], double w)
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            dst[i][j] = dst[i][j] + w * src[i][j];
}

int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = i + j * 0.5; B[i][j] = i * j % 7; }
    tr_add(N, N, A, B, 0.5);
    tr_add(N, N, A, A, 0.25);            /* in place: dst == src */
    tr_add(N - 1, N, A + 1, A, -0.5);    /* dst one row below src */
    tr_add(4, 5, (double (*)[5])&B[2][3], (double (*)[5])&A[0][0], 1.0);  /* other shape */
    double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + A[i][j] + B[i][j];
    printf("%a\n", h);
    return 0;
}

/* 2D VLA params called with A and &A[1][0]-style row views (overlapping), A twice, and distinct arrays, in sequence */
#include <stdio.h>
#define M 12
static double A[M][M], B[M][M];
static void smooth(int n, int m, double in[n][m], double out[n][m])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}
static void init(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) { A[i][j] = (i * 3 + j * 5) % 7 - 1.5; B[i][j] = 0.0; }
}
static void dump(void)
{
    int i, j;
    for (i = 0; i < M; i++) {
        for (j = 0; j < M; j++) printf("%a ", A[i][j] + 2.0 * B[i][j]);
        printf("\n");
    }
}
int main(void)
{
    int ns[] = {0, 1, 2, 3, 5, 11};
    int k;
    for (k = 0; k < 6; k++) {
        int n = ns[k];
        init();
        smooth(n, M, A, B);
        dump();
        init();
        smooth(n, M, A, A);
        dump();
        init();
        smooth(n, M, (double (*)[M])&A[1][0], A);
        dump();
        init();
        smooth(n, M, A, (double (*)[M])A[1]);
        dump();
        init();
        smooth(n, M, (double (*)[M])&A[n > 0 ? M - n : 0][0], B);
        dump();
    }
    return 0;
}

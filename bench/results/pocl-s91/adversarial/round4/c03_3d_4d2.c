/* 3-D and 4-D arrays, array-of-pointer-to-2D parameter double (*A)[N][M], permuted subscripts */
#include <stdio.h>
#define P 5
#define Q 6
#define R 7
static double G[P][Q][R], H[R][Q][P];
static float W[3][P][Q][4];
static void perm(int p, int q, int r, double (*A)[Q][R], double (*B)[Q][P])
{
    int i, j, k, l;
#pragma bbmm array(A[P][Q][R], B[R][Q][P])
    {
        for (i = 0; i < p; i++)
            for (j = 0; j < q; j++)
                for (k = 0; k < r; k++)
                    B[k][j][i] = A[i][j][k] * 2.0 + (k > 0 ? B[k - 1][j][i] : 0.0);
        for (l = 0; l < 3; l++)
            for (i = 0; i < p; i++)
                for (j = 0; j < q; j++)
                    for (k = 0; k < 4; k++)
                        W[l][i][j][k] = (float)(A[i][j][k + 1] - B[k][j][i]) + (l > 0 ? W[l - 1][i][j][3 - k] : 0.0f);
    }
}
int main(void)
{
    int i, j, k, l, s;
    for (i = 0; i < P; i++) for (j = 0; j < Q; j++) for (k = 0; k < R; k++) G[i][j][k] = i * 100 + j * 10 + k + 0.125;
    for (s = 0; s < 3; s++) {
        perm(P - s * 2, Q - s, R - s * 3, G, H);
        for (k = 0; k < R; k++) for (j = 0; j < Q; j++) for (i = 0; i < P; i++) printf("%a ", H[k][j][i]);
        printf("\n");
        for (l = 0; l < 3; l++) for (i = 0; i < P; i++) for (j = 0; j < Q; j++) for (k = 0; k < 4; k++) printf("%a ", (double)W[l][i][j][k]);
        printf("\n");
    }
    return 0;
}

/* hand-blocked matmul with min(ii+B,n) bounds via macro and via function, float, double (*)[M] from malloc, accumulate in C */
#include <stdio.h>
#include <stdlib.h>
#define M 40
#define BS 8
#define MIN(a,b) ((a) < (b) ? (a) : (b))
static int imin(int a, int b) { return a < b ? a : b; }

static void mm_block(int n, float (*A)[M], float (*B)[M], float (*C)[M])
{
    int ii, jj, kk, i, j, k;
#pragma bbmm array(A[M][M], B[M][M], C[M][M])
    for (ii = 0; ii < n; ii += BS)
        for (jj = 0; jj < n; jj += BS)
            for (kk = 0; kk < n; kk += BS)
                for (i = ii; i < MIN(ii + BS, n); i++)
                    for (j = jj; j < MIN(jj + BS, n); j++) {
                        float s = C[i][j];
                        for (k = kk; k < MIN(kk + BS, n); k++)
                            s += A[i][k] * B[k][j];
                        C[i][j] = s;
                    }
}

int main(void)
{
    float (*A)[M] = malloc(sizeof(float[M][M]));
    float (*B)[M] = malloc(sizeof(float[M][M]));
    float (*C)[M] = malloc(sizeof(float[M][M]));
    int ns[] = {0, 1, 3, 8, 9, 17, 40};
    for (int c = 0; c < 7; c++) {
        int n = ns[c];
        for (int i = 0; i < M; i++)
            for (int j = 0; j < M; j++) {
                A[i][j] = (float)((i * 3 + j) % 11) * 0.25f - 1.0f;
                B[i][j] = (float)((i + j * 5) % 7) * 0.5f - 1.5f;
                C[i][j] = 0.125f * (i - j);
            }
        mm_block(n, A, B, C);
        mm_block(n, A, C, B);
        for (int i = 0; i < n; i++) printf("%a %a\n", C[i][n - 1 - i], B[i][i]);
        printf("--\n");
    }
    free(A); free(B); free(C);
    return 0;
}

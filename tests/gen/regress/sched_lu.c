/* LU without pivoting as written (PolyBench lu): the right-looking order (k serial, rows parallel) */
// expect-output: for \(int c0 = 
// expect-output: kernel void bbmm_r0_n
#include <stdio.h>
#define N 53
double A[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = i == j ? (double)N + 1.0 : (double)((i * 5 + j * 11) % 17) / 17.0;
#pragma scop
    for (i = 0; i < N; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[k][j];
            A[i][j] /= A[j][j];
        }
        for (j = i; j < N; j++)
            for (k = 0; k < i; k++)
                A[i][j] -= A[i][k] * A[k][j];
    }
#pragma endscop
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", A[i][j]);
    return 0;
}

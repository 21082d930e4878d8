#include <stdio.h>

#define N 37
#define BS 8
#define MIN(a, b) ((a) < (b) ? (a) : (b))
double A[N][N], B[N][N], C[N][N];

int main(void)
{
    int ns[] = {1, 8, 9, 37};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = (i + j) % 5 - 2; B[i][j] = (i * j) % 3; C[i][j] = 0; }
#pragma bbmm
        for (int ii = 0; ii < n; ii += BS)
            for (int jj = 0; jj < n; jj += BS)
                for (int i = ii; i < MIN(ii + BS, n); i++)
                    for (int j = jj; j < MIN(jj + BS, n); j++) {
                        double acc = 0;
                        for (int k = 0; k < n; k++)
                            acc += A[i][k] * B[k][j];
                        C[i][j] = acc;
                    }
        /* transpose by blocks */
#pragma bbmm
        for (int ii = 0; ii < n; ii += BS)
            for (int i = ii; i < ii + BS && i < n; i++)
                for (int j = 0; j < n; j++)
                    B[j][i] = C[i][j];
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + B[i][j] + C[i][j];
        printf("n=%d %a\n", n, h);
    }
    return 0;
}

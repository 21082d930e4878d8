#include <stdio.h>

#define N 16
double A[N][N], B[N][N], sum[N];

int main(void)
{
    int ns[] = {1, 2, 5, 16};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { sum[i] = -1; for (int j = 0; j < N; j++) { A[i][j] = i * 2 + j; B[i][j] = 0; } }
#pragma bbmm
        for (int r = 0; r < n; r++) {
            for (int p = 0; p < n - r; p++)
                sum[p] = A[r][p] * 2.0 + r;
            for (int p = 0; p < n - r; p++)
                B[r][p] = sum[p] + 1.0;
        }
        double h = 0; for (int i = 0; i < N; i++) { h = h * 0.9 + sum[i]; for (int j = 0; j < N; j++) h += B[i][j] * 1e-2; }
        printf("n=%d %a\n", n, h);
    }
    return 0;
}

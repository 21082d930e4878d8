/* multi-level 2-D Haar wavelet: host loop halves len; region transforms rows (even/odd pairs a[2k], a[2k+1]) into tmp then copies back, then columns */
#include <stdio.h>
#define N 32
static double A[N][N], T[N][N];

static void haar_level(int len)
{
    int i, k;
    int h = len / 2;
#pragma bbmm
    {
        for (i = 0; i < len; i++)
            for (k = 0; k < h; k++) {
                T[i][k] = 0.5 * (A[i][2 * k] + A[i][2 * k + 1]);
                T[i][h + k] = 0.5 * (A[i][2 * k] - A[i][2 * k + 1]);
            }
        for (i = 0; i < len; i++)
            for (k = 0; k < len; k++) A[i][k] = T[i][k];
        for (k = 0; k < h; k++)
            for (i = 0; i < len; i++) {
                T[k][i] = 0.5 * (A[2 * k][i] + A[2 * k + 1][i]);
                T[h + k][i] = 0.5 * (A[2 * k][i] - A[2 * k + 1][i]);
            }
        for (i = 0; i < len; i++)
            for (k = 0; k < len; k++) A[i][k] = T[i][k];
    }
}

int main(void)
{
    int sizes[] = {1, 2, 8, 32};
    for (int s = 0; s < 4; s++) {
        int n = sizes[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = (i * 3 + j * 5) % 8 + (i > j); T[i][j] = 0.0; }
        for (int len = n; len >= 2; len /= 2) haar_level(len);
        for (int i = 0; i < n; i++) printf("%a %a\n", A[i][0], A[i][n - 1 - i]);
        printf("--\n");
    }
    return 0;
}

/* arrays written to a tmpfile and read back (fwrite/fread) between regions */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t, k;
    int sizes[] = {0, 1, 3, 20};
    FILE *f = tmpfile();
    if (!f) return 1;
    for (k = 0; k < 4; k++) {
        int n = sizes[k];
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i - j; B[i][j] = 0; }
        for (t = 0; t < 3; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++)
                    B[i][j] = A[j][i] * 2.0 + B[i][j];
            rewind(f);
            fwrite(B, sizeof(double), N * N, f);
            rewind(f);
            if (fread(A, sizeof(double), N * N / 2, f) != N * N / 2) return 2;
#pragma bbmm
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++)
                    A[i][j] = A[i][j] - 0.5 * B[i][j];
        }
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    }
    fclose(f);
    return 0;
}

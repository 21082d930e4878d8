/* helper with a static local work buffer (static double work[N]) used as scratch per row for a 3-point smoothing, then written back; called in a time loop */
#include <stdio.h>
#define N 36
static double A[N][N];

static void smooth_rows(int n)
{
    static double work[N];
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            work[j] = (j > 0 ? A[i][j - 1] : A[i][j]) + 2.0 * A[i][j] + (j < n - 1 ? A[i][j + 1] : A[i][j]);
        for (j = 0; j < n; j++)
            A[i][j] = 0.25 * work[j];
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 12, 36};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = (i * 7 + j * j) % 10;
        for (int t = 0; t < 3; t++) smooth_rows(n);
        for (int i = 0; i < n; i++) printf("%a %a\n", A[i][0], A[i][n - 1]);
        printf("--\n");
    }
    return 0;
}

/* time loop with two regions, prints a partial result every step and calls exit(0) from inside the loop */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double a[N][N], b[N][N];
int main(void)
{
    int i, j, t, n = 13;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) { a[i][j] = (double)((i * j) % 5); b[i][j] = 0.0; }
    for (t = 0; t < 10; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4.0;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                a[i][j] = 0.5 * (a[i][j] + b[i][j]);
        printf("t=%d a[6][6]=%a b[1][1]=%a\n", t, a[6][6], b[1][1]);
        if (t == 3) {
            for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
            exit(0);
        }
    }
    printf("not reached\n");
    return 0;
}

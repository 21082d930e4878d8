/* double (*a)[m] = malloc(n * sizeof *a) with run-time m, time loop with pointer swap of the VLA pointers */
#include <stdio.h>
#include <stdlib.h>
static void run(int n, int m, int steps)
{
    double (*a)[m] = malloc((n > 0 ? n : 1) * sizeof *a);
    double (*b)[m] = malloc((n > 0 ? n : 1) * sizeof *b);
    double (*t)[m];
    int i, j, s;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) { a[i][j] = (double)((i * m + j) % 6); b[i][j] = 0.0; }
    for (s = 0; s < steps; s++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                b[i][j] = 0.5 * a[i][j] + 0.125 * (a[i > 0 ? i - 1 : i][j] + a[i + 1 < n ? i + 1 : i][j]
                        + a[i][j > 0 ? j - 1 : j] + a[i][j + 1 < m ? j + 1 : j]);
        t = a; a = b; b = t;
    }
    printf("n=%d m=%d steps=%d\n", n, m, steps);
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) printf("%a\n", a[i][j]);
    free(a); free(b);
}
int main(void)
{
    run(1, 1, 1); run(1, 6, 2); run(6, 1, 2); run(2, 2, 3); run(9, 7, 4); run(16, 16, 3);
    return 0;
}

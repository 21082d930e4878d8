/* rows allocated separately (double **), time loop swapping the two row tables by pointer */
#include <stdio.h>
#include <stdlib.h>
static double **alloc2(int n, int m) { double **r = malloc(sizeof(double *) * (n > 0 ? n : 1)); int i; for (i = 0; i < n; i++) r[i] = calloc(m, sizeof(double)); return r; }
static void free2(double **r, int n) { int i; for (i = 0; i < n; i++) free(r[i]); free(r); }
int main(void)
{
    int n, m, i, j, t;
    for (n = 1; n <= 10; n += 3) {
        m = 12 - n;
        double **u = alloc2(n, m), **v = alloc2(n, m), **tmp;
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) u[i][j] = (double)((i + j) % 3);
        for (t = 0; t < 3; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                for (j = 0; j < m; j++)
                    v[i][j] = u[i][j] + 0.1 * (u[i > 0 ? i - 1 : i][j] + u[i][j + 1 < m ? j + 1 : j]);
            tmp = u; u = v; v = tmp;
        }
        printf("n=%d m=%d\n", n, m);
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) printf("%a\n", u[i][j]);
        free2(u, n); free2(v, n);
    }
    return 0;
}

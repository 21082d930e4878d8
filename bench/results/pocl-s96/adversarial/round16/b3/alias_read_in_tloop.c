/* time loop with inline pointer swap; host prints elements through the ORIGINAL names a and b between steps */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n, i, t;
    for (n = 1; n <= 12; n += 5) {
        double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
        double *cur = a, *next = b, *tmp;
        for (i = 0; i < n; i++) { a[i] = (double)(i * i % 7); b[i] = -1.0; }
        for (t = 0; t < 5; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                next[i] = 0.5 * cur[i] + 0.25 * (i > 0 ? cur[i - 1] : cur[i]) + 0.25 * (i < n - 1 ? cur[i + 1] : cur[i]);
            tmp = cur; cur = next; next = tmp;
            printf("t=%d a0=%a b0=%a a_last=%a b_last=%a\n", t, a[0], b[0], a[n - 1], b[n - 1]);
        }
        for (i = 0; i < n; i++) printf("%a\n", cur[i]);
        free(a); free(b);
    }
    return 0;
}

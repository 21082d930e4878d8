/* time loop whose region domain shrinks each step (m = n - 2t) with a pointer swap; elements outside keep older values */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n, i, t;
    for (n = 0; n <= 25; n += 5) {
        double *a = malloc(sizeof(double) * (n + 1)), *b = malloc(sizeof(double) * (n + 1)), *c = a, *d = b, *s;
        for (i = 0; i < n; i++) { a[i] = (double)i; b[i] = -(double)i; }
        for (t = 0; t < 6; t++) {
            int m = n - 2 * t;
#pragma bbmm
            for (i = t; i < t + m; i++)
                d[i] = c[i] * 0.5 + (i > t ? c[i - 1] : 1.0);
            s = c; c = d; d = s;
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}

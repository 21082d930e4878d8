/* two regions per time step with a pointer swap between them, and a conditional extra swap on even steps */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n, i, t;
    for (n = 0; n <= 20; n += 4) {
        double *x = calloc(n + 1, sizeof(double)), *y = calloc(n + 1, sizeof(double)), *p = x, *q = y, *s;
        for (i = 0; i < n; i++) x[i] = (double)(i % 3);
        for (t = 0; t < 5; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                q[i] = p[i] + (i > 0 ? p[i - 1] : 0.0);
            s = p; p = q; q = s;
#pragma bbmm
            for (i = 0; i < n; i++)
                q[i] = 0.5 * p[i] - (i + 1 < n ? p[i + 1] : 0.0) * 0.25;
            if (t % 2 == 0) { s = p; p = q; q = s; }
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", p[i], q[i]);
        free(x); free(y);
    }
    return 0;
}

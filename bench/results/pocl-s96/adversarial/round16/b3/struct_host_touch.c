/* struct of array pointers; host writes through s.u and reads s.v[] between regions inside a time loop */
#include <stdio.h>
#include <stdlib.h>
struct state { double *u, *v; int n; };
int main(void)
{
    struct state s;
    int i, t, n;
    for (n = 0; n <= 9; n += 3) {
        s.n = n;
        s.u = calloc(n + 1, sizeof(double));
        s.v = calloc(n + 1, sizeof(double));
        for (i = 0; i < n; i++) s.u[i] = (double)i;
        for (t = 0; t < 4; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                s.v[i] = s.u[i] * 2.0 - (i > 0 ? s.u[i - 1] : 0.0);
            if (n > 0) { s.u[0] = s.v[n - 1]; printf("t=%d v_last=%a\n", t, s.v[n - 1]); }
#pragma bbmm
            for (i = 1; i < n; i++)
                s.u[i] = s.v[i] * 0.5;
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", s.u[i], s.v[i]);
        free(s.u); free(s.v);
    }
    return 0;
}

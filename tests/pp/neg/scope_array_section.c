// expect: 8:21: error: array sections are not needed here: name the array ('p0'); the runtime knows its extent from the regions that use it, or from their array(...) clauses
#include <stdlib.h>
void run(int n)
{
    int i, t;
    double *p0 = malloc(n * sizeof(double)), *p1 = malloc(n * sizeof(double));
    for (i = 0; i < n; i++) p0[i] = p1[i] = i;
#pragma bbmm data(p0[0:n], p1[0:n])
    for (t = 0; t < 4; t++) {
#pragma bbmm array(p0[n], p1[n])
        for (i = 1; i < n - 1; i++)
            p1[i] = 0.5 * (p0[i - 1] + p0[i + 1]);
    }
    free(p0);
    free(p1);
}

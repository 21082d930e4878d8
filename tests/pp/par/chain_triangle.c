// expect: k=swept j=kernel i=kernel
/* a serial loop around a sum by one work-item and a triangle's row in
 * parallel: one chain (one launch, the parts in turn in one work-group) */
void f(int n, double a[n], double y[n], double c[1])
{
    int k, i, j;
#pragma bbmm
    for (k = 1; k < n; k++) {
        for (j = 0; j < k; j++)
            c[0] = c[0] + a[j] * y[j];
        for (i = 0; i < k; i++)
            y[i] = y[i] * 0.5 + c[0];
    }
}

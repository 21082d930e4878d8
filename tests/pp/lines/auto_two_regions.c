// Two regions with host code between them that touches no array: one automatic data scope; the
// function's regions are the ends of the span.
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 3, \(void \*const\[\]\)\{\(void \*\)\(B\), \(void \*\)\(A\), \(void \*\)\(C\)\}\), "automatic data scope at auto_two_regions.c:10"\);
// expect-explain: automatic data scope in twice, lines 10-16: B, A, C stay on the devices
void twice(int n, double A[n], double B[n], double C[n], double *s)
{
    int i;
    double f = 0.5;
    *s = 0;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = f * A[i];
    f = f * 3.0 + 1.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        C[i] = B[i] * f;
}

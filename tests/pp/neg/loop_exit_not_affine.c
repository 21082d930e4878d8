// expect: 6:17: error: the loop over 'i' ends at the first iteration where its condition is false, which is not the set of iterations where it holds, and bbmm-pp cannot write that end as affine bounds: write the loop's end as bounds on 'i' (e.g. 'i < n && i < k' for 'i < n && i != k')
void f(int n, int m, double *B)
{
    int i;
#pragma bbmm array(B[n])
    for (i = 0; i < n && (i + m) % 3 != 0; i++) B[i] = 1.0;
}

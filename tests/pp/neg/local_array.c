// expect: 7:16: error: array 'tmp' declared inside the region: only scalars may be declared there
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double tmp[4];
        A[i] = 0.0;
    }
}

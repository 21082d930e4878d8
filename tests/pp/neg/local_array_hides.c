// expect: 8:16: error: array 'tmp' declared inside the region hides the 'tmp' declared before it (line 4): rename it
void f(int n, double A[n])
{
    double tmp[4] = {0};
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double tmp[4];
        tmp[0] = i;
        A[i] = tmp[0];
    }
}

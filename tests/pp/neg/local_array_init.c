// expect: 7:21: error: array 'w' declared inside the region with an initializer: assign its elements in the region, or declare it before the region
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[3] = {1.0, 2.0, 3.0};
        A[i] = w[i % 3];
    }
}

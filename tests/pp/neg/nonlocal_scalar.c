// expect: 8:9: error: write to 'sum', a scalar declared outside the region: declare it inside the region or use an array element
double f(int n, double A[n])
{
    int i;
    double sum = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        sum += A[i];
    return sum;
}
